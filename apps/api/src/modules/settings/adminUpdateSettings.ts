import { withTransaction, type Db } from '../../db/transaction.js';
import { invalidFields, type FieldMessage } from '../../errors/DomainError.js';
import { signedIn } from '../../http/auth.js';
import { recordAudit } from '../audit/index.js';
import { accountLimitErrors, replaceAccountLimits } from '../limits/index.js';
import { isValidIban, normalizeIban } from './iban.js';
import { loadSettings } from './presentSettings.js';
import { settingsErrors } from './settingsRules.js';
import type { OperationHandler } from '../../http/operation.js';

/**
 * PUT /api/admin/settings: the lists given replace the old ones whole. A replaced bank account is switched
 * off, not deleted: deposits keep naming the account they were sent to. Audited with before and after.
 */
export const adminUpdateSettings: OperationHandler<'adminUpdateSettings'> = async (request) => {
  const update = request.body;
  const { db, now, config } = request.server.core;
  const admin = signedIn(request).user;
  const errors: Record<string, FieldMessage[]> = {
    ...settingsErrors(update),
    ...accountLimitErrors(update.account_limits ?? []),
  };
  const accounts = (update.bank_accounts ?? []).map((account, index) => {
    const iban = normalizeIban(account.iban);
    if (!iban || !isValidIban(iban)) errors[`bank_accounts.${index}.iban`] = ['wallet.ibanInvalid'];
    return { ...account, holder: account.holder.trim(), iban: iban ?? account.iban };
  });
  if (Object.keys(errors).length > 0) throw invalidFields(errors);

  const at = now();
  await withTransaction(db, async (trx) => {
    const before = await loadSettings(trx, 'en', config);
    if (update.approval_limit !== undefined) await refuseLimitAboveMarketMaximum(trx, update.approval_limit);
    if (
      update.approval_limit !== undefined ||
      update.quote_valid_seconds !== undefined ||
      update.approval_timeout_minutes !== undefined ||
      update.referral_share_percent !== undefined ||
      update.report_retention_hours !== undefined ||
      update.fee_tiers ||
      update.security ||
      update.trading_guards
    ) {
      await trx
        .updateTable('desk_settings')
        .set({
          ...(update.approval_limit !== undefined && { approval_limit: update.approval_limit }),
          ...(update.quote_valid_seconds !== undefined && {
            quote_valid_seconds: update.quote_valid_seconds,
          }),
          ...(update.approval_timeout_minutes !== undefined && {
            approval_timeout_minutes: update.approval_timeout_minutes,
          }),
          ...(update.referral_share_percent !== undefined && {
            referral_share_percent: update.referral_share_percent,
          }),
          ...(update.report_retention_hours !== undefined && {
            report_retention_hours: update.report_retention_hours,
          }),
          ...(update.fee_tiers && { fee_tiers: JSON.stringify(update.fee_tiers) }),
          // A new time applies to what starts after it: holds and waits already started keep their ends.
          ...update.security,
          ...update.trading_guards,
          updated_at: at,
        })
        .execute();
    }
    if (update.bank_accounts) {
      await trx
        .updateTable('desk_bank_accounts')
        .set({ is_active: false })
        .where('is_active', '=', true)
        .execute();
      if (accounts.length > 0) {
        await trx
          .insertInto('desk_bank_accounts')
          .values(accounts.map((account, index) => ({ ...account, sort_order: index })))
          .execute();
      }
    }
    for (const terms of update.withdraw_terms ?? []) {
      await trx
        .updateTable('withdraw_terms')
        .set({ min_amount: terms.min_amount, fee: terms.fee, updated_at: at })
        .where('currency', '=', terms.currency)
        .execute();
    }
    if (update.account_limits) await replaceAccountLimits(trx, update.account_limits, at);
    const after = await loadSettings(trx, 'en', config);
    await recordAudit(trx, {
      actorId: admin.id,
      action: 'settings.update',
      subjectType: 'settings',
      subjectId: 'desk',
      details: { before, after },
      ip: request.ip,
      at,
    });
  });
  return loadSettings(db, request.locale, config);
};

/**
 * A market's maximum order value is never below the approval limit (the spec's large orders must stay
 * possible): a limit above a market's maximum is a 422 on `approval_limit`. The markets module owns that
 * column; read here in SQL, as the market's own update reads the limit.
 */
async function refuseLimitAboveMarketMaximum(db: Db, limit: string): Promise<void> {
  const capped = await db
    .selectFrom('markets')
    .select(['base_symbol', 'quote_symbol', 'max_order_value'])
    .where('max_order_value', '<', limit)
    .orderBy('max_order_value')
    .executeTakeFirst();
  if (capped)
    throw invalidFields({
      approval_limit: [
        ['settings.limitAboveMarketMaximum', { amount: capped.max_order_value!, currency: 'IRT' }],
      ],
    });
}
