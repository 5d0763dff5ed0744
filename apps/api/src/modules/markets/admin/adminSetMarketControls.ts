import type { Updateable } from 'kysely';
import type { components } from '../../../generated/schema.gen.js';
import { withTransaction } from '../../../db/transaction.js';
import { DomainError, invalidFields, type FieldMessage } from '../../../errors/DomainError.js';
import { signedIn } from '../../../http/auth.js';
import type { OperationHandler } from '../../../http/operation.js';
import { compareDecimals } from '../../../money/decimal.js';
import { recordAudit } from '../../audit/index.js';
import { deskSettings } from '../../settings/index.js';
import { appendIfChanged } from '../automaticPrices.js';
import { presentControls } from '../marketControls.js';
import type { MarketListCache } from '../marketListCache.js';
import { marketForPath } from '../marketForPath.js';
import { findMarketByPair, latestMarketPrices, type MarketRow } from '../marketRepository.js';
import type { MarketsTable } from '../marketTables.js';
import { pairLabel } from '../pair.js';
import { presentAdminPrice } from './presentAdminPrice.js';

type ControlsUpdate = components['schemas']['MarketControlsUpdate'];

/** The columns an update changes; a halt keeps its first moment, and resuming clears it and its note. */
function changesOf(market: MarketRow, update: ControlsUpdate, at: Date): Updateable<MarketsTable> {
  const changes: Updateable<MarketsTable> = {};
  if (update.buy_enabled !== undefined) changes.buy_enabled = update.buy_enabled;
  if (update.sell_enabled !== undefined) changes.sell_enabled = update.sell_enabled;
  if (update.min_order_value !== undefined) changes.min_order_value = update.min_order_value;
  if (update.max_order_value !== undefined) changes.max_order_value = update.max_order_value;
  if (update.pricing_mode !== undefined) changes.pricing_mode = update.pricing_mode;
  if (update.buy_spread_bps !== undefined) changes.buy_spread_bps = update.buy_spread_bps;
  if (update.sell_spread_bps !== undefined) changes.sell_spread_bps = update.sell_spread_bps;
  const halted = update.halted ?? market.halted_at !== null;
  if (halted) {
    if (market.halted_at === null) changes.halted_at = at;
    if (update.halt_note !== undefined) changes.halt_note = update.halt_note.trim() || null;
  } else if (market.halted_at !== null) {
    Object.assign(changes, { halted_at: null, halt_note: null, resumed_at: at });
  }
  return changes;
}

/** What the schema cannot say: a halt has a note, the maximum is at or above the minimum and the approval limit. */
function controlErrors(after: MarketRow, approvalLimit: string): Record<string, FieldMessage[]> {
  const errors: Record<string, FieldMessage[]> = {};
  if (after.halted_at !== null && !after.halt_note) errors.halt_note = ['market.haltNoteRequired'];
  const max = after.max_order_value;
  if (max !== null && compareDecimals(max, after.min_order_value) < 0)
    errors.max_order_value = ['market.maxBelowMin'];
  else if (max !== null && compareDecimals(max, approvalLimit) < 0)
    errors.max_order_value = [['market.maxBelowApprovalLimit', { amount: approvalLimit, currency: 'IRT' }]];
  return errors;
}

/**
 * PUT /api/admin/markets/{pair}/controls: buying and selling switches, a halt with its note, the order value
 * bounds, manual or automatic prices and their spreads. The market row is locked first, so concurrent
 * changes queue; audited with before and after (and the price the reference made, when it made one).
 */
export function adminSetMarketControls(cache: MarketListCache): OperationHandler<'adminSetMarketControls'> {
  return async (request) => {
    const admin = signedIn(request).user;
    const found = await marketForPath(request, { includeInactive: true });
    const pair = { base: found.base_symbol, quote: found.quote_symbol };
    const { db, now } = request.server.core;
    const answer = await withTransaction(db, async (trx) => {
      const market = await findMarketByPair(trx, pair, { forUpdate: true });
      if (!market) throw new DomainError('notFound', 'market.notFound');
      const at = now();
      const changes = changesOf(market, request.body, at);
      const after = { ...market, ...changes } as MarketRow;
      const settings = await deskSettings(trx);
      const errors = controlErrors(after, settings.approval_limit);
      if (Object.keys(errors).length > 0) throw invalidFields(errors);
      if (Object.keys(changes).length > 0)
        await trx.updateTable('markets').set(changes).where('id', '=', market.id).execute();
      // Switched to automatic, or its spreads changed: priced from the fresh reference now, not at the
      // feed's next turn (with none fresh, the market is paused until one arrives).
      const priced =
        after.pricing_mode === 'automatic'
          ? await appendIfChanged(trx, after, settings.feed_max_age_seconds, at)
          : undefined;
      await recordAudit(trx, {
        actorId: admin.id,
        action: 'market.controls_set',
        subjectType: 'market',
        subjectId: pairLabel(pair),
        details: {
          old: presentControls(market),
          new: presentControls(after),
          ...(priced && { priced_from_reference: priced }),
        },
        ip: request.ip,
        at,
      });
      const price = (await latestMarketPrices(trx, at)).find(
        (row) => row.base_symbol === pair.base && row.quote_symbol === pair.quote,
      );
      if (!price) throw new DomainError('conflict', 'trade.marketClosed');
      const setter =
        price.set_by !== null && price.setter_email !== null
          ? { id: Number(price.set_by), email: price.setter_email, name: price.setter_name }
          : null;
      return presentAdminPrice(pair, price, setter, after, {
        maxAgeSeconds: settings.feed_max_age_seconds,
        now: at,
      });
    });
    cache.invalidate();
    return answer;
  };
}
