import { withTransaction } from '../../../db/transaction.js';
import { DomainError, invalidFields } from '../../../errors/DomainError.js';
import { signedIn } from '../../../http/auth.js';
import { normalizeDecimal } from '../../../money/decimal.js';
import { recordAudit } from '../../audit/index.js';
import { deskSettings } from '../../settings/index.js';
import { farFromReferenceOrPrevious } from '../farPrice.js';
import type { MarketListCache } from '../marketListCache.js';
import { marketForPath } from '../marketForPath.js';
import { appendMarketPrice, findMarketByPair, latestMarketPrice } from '../marketRepository.js';
import { pairLabel } from '../pair.js';
import { priceErrors } from '../priceRules.js';
import { presentAdminPrice } from './presentAdminPrice.js';
import type { OperationHandler } from '../../../http/operation.js';

/**
 * PUT /api/admin/markets/{pair}/price: appends the desk's new buy and sell price. Audited with the price it
 * replaces. A side further than the settings' `price_confirm_percent` from the fresh reference (the feed's
 * ask for the buy price, its bid for the sell price) or, without one, from the price in force is a 422 on
 * that side unless the operator confirmed it (`confirm_far_price`), and the audit entry then says so. A
 * market priced automatically takes no typed price (409). The market row is locked first, so concurrent
 * sets queue and each audit entry's old price is
 * exactly the one before it in the history. The public list is refreshed at once on this instance.
 */
export function adminSetMarketPrice(cache: MarketListCache): OperationHandler<'adminSetMarketPrice'> {
  return async (request) => {
    const admin = signedIn(request).user;
    const market = await marketForPath(request, { includeInactive: true });
    const { buy_price, sell_price, confirm_far_price = false } = request.body;
    const errors = priceErrors({ buy_price, sell_price }, market.price_scale);
    if (Object.keys(errors).length > 0) throw invalidFields(errors);

    const { db, now } = request.server.core;
    const pair = { base: market.base_symbol, quote: market.quote_symbol };
    const added = await withTransaction(db, async (trx) => {
      const locked = await findMarketByPair(trx, pair, { forUpdate: true });
      // The feed's next turn would replace a typed price at once: automatic markets take none.
      if (locked?.pricing_mode === 'automatic') throw new DomainError('conflict', 'market.automaticPricing');
      // Read under the lock and stamped after it: a set that waited is later than the one it waited for.
      const at = now();
      const previous = await latestMarketPrice(trx, market.id, at);
      const settings = await deskSettings(trx);
      const { price_confirm_percent: limit } = settings;
      const far = farFromReferenceOrPrevious(
        locked ?? market,
        previous,
        { buy_price, sell_price },
        {
          limit,
          maxAgeSeconds: settings.feed_max_age_seconds,
          at,
        },
      );
      const isFar = Object.keys(far).length > 0;
      if (isFar && !confirm_far_price) throw invalidFields(far);
      const price = await appendMarketPrice(trx, market.id, { buy_price, sell_price }, admin.id, at);
      await recordAudit(trx, {
        actorId: admin.id,
        action: 'market.price_set',
        subjectType: 'market',
        subjectId: pairLabel(pair),
        details: {
          price_id: Number(price.id),
          old: previous ? { buy_price: previous.buy_price, sell_price: previous.sell_price } : null,
          new: { buy_price: price.buy_price, sell_price: price.sell_price },
          // The operator confirmed a price further than the settings' percent from the one it replaced.
          ...(isFar && { confirmed_far_from: { percent: normalizeDecimal(limit) } }),
        },
        ip: request.ip,
        at,
      });
      return { price, feed: { maxAgeSeconds: settings.feed_max_age_seconds, now: at } };
    });
    cache.invalidate();
    return presentAdminPrice(
      pair,
      added.price,
      { id: Number(admin.id), email: admin.email, name: admin.name },
      market,
      added.feed,
    );
  };
}
