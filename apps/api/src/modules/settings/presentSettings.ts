import type { Config } from '../../config.js';
import type { Locale } from '../../db/schema.js';
import type { Db } from '../../db/transaction.js';
import type { components } from '../../generated/schema.gen.js';
import { accountLimits } from '../limits/index.js';
import { bankNameOf } from './iban.js';
import {
  activeBankAccounts,
  deskSettings,
  withdrawTerms,
  type DeskBankAccount,
} from './settingsRepository.js';
import { normalizeDecimal } from '../../money/decimal.js';

type Settings = components['schemas']['Settings'];
export type SignInLimits = Pick<Config, 'codes' | 'lockout'>;

export function presentBankAccount(
  row: DeskBankAccount,
  locale: Locale,
): components['schemas']['BankAccount'] {
  return {
    id: Number(row.id),
    holder: row.holder,
    account_number: row.account_number,
    iban: row.iban,
    bank_name: bankNameOf(row.iban, locale),
  };
}

/**
 * Everything an operator can set, as the contract's `Settings`; the sign-in counts of `security` are the
 * deployment's (`limits`, from the configuration), shown beside the times the desk sets.
 */
export async function loadSettings(db: Db, locale: Locale, limits: SignInLimits): Promise<Settings> {
  const [desk, accounts, terms, limitRows] = await Promise.all([
    deskSettings(db),
    activeBankAccounts(db),
    withdrawTerms(db),
    accountLimits(db),
  ]);
  const individual = limitRows.filter((row) => row.account_type === 'individual');
  const individualDaily = (currency: 'IRT' | 'USDT') =>
    normalizeDecimal(
      individual.find((row) => row.kind === (currency === 'IRT' ? 'irt_withdrawal' : 'usdt_withdrawal'))!
        .daily,
    );
  return {
    trading_guards: {
      quote_guard_percent: normalizeDecimal(desk.quote_guard_percent),
      price_confirm_percent: normalizeDecimal(desk.price_confirm_percent),
      feed_max_age_seconds: desk.feed_max_age_seconds,
      feed_divergence_percent: normalizeDecimal(desk.feed_divergence_percent),
    },
    approval_limit: normalizeDecimal(desk.approval_limit),
    quote_valid_seconds: desk.quote_valid_seconds,
    approval_timeout_minutes: desk.approval_timeout_minutes,
    referral_share_percent: normalizeDecimal(desk.referral_share_percent),
    report_retention_hours: desk.report_retention_hours,
    fee_tiers: desk.fee_tiers.map((tier) => ({
      min_volume: normalizeDecimal(tier.min_volume),
      fee_percent: normalizeDecimal(tier.fee_percent),
    })),
    bank_accounts: accounts.map((row) => presentBankAccount(row, locale)),
    withdraw_terms: terms.map((row) => ({
      currency: row.currency,
      network: row.currency === 'USDT' ? 'TRC20' : null,
      min_amount: normalizeDecimal(row.min_amount),
      fee: normalizeDecimal(row.fee),
      daily_limit: individualDaily(row.currency),
      remaining_today: individualDaily(row.currency),
    })),
    account_limits: limitRows.map((row) => ({
      account_type: row.account_type,
      kind: row.kind,
      daily: normalizeDecimal(row.daily),
      monthly: normalizeDecimal(row.monthly),
    })),
    security: {
      withdrawal_hold_hours: desk.withdrawal_hold_hours,
      secure_withdrawal_wait_hours: desk.secure_withdrawal_wait_hours,
      freeze_link_hours: desk.freeze_link_hours,
      code_valid_minutes: Math.round(limits.codes.ttlSeconds / 60),
      code_tries: limits.codes.maxAttempts,
      lockout_failures: limits.lockout.maxFailures,
      lockout_minutes: Math.round(limits.lockout.lockSeconds / 60),
    },
  };
}
