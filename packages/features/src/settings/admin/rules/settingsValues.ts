// No styles, no React: runs under plain Node (unit tests) too.
import { toAmount } from '@sarraf/ui/format';
import type { components } from '../../../shared/api/schema.gen';
import type { Settings } from '../api/adminGetSettings';
import type { SettingsUpdate } from '../api/adminUpdateSettings';
import type { Currency } from '../../../entities/currency';
import { normalizeIban } from '../../../entities/destination';

export type AccountType = components['schemas']['AccountType'];
export type LimitKind = components['schemas']['LimitKind'];

/** One of the desk's bank accounts as the form edits it. */
export interface BankAccountRow {
  /** The row's identity on screen (React key, input ids); never sent. */
  rowId: string;
  holder: string;
  account_number: string;
  iban: string;
  /** The bank the server named for the IBAN loaded; null once the IBAN is edited (or none was known). */
  bank_name: string | null;
}

/** One currency's withdrawal terms as the form edits them; the currency itself cannot be changed. */
export interface WithdrawTermsRow {
  currency: Currency;
  network: string | null;
  min_amount: string;
  fee: string;
}

/** One account type's limit of one kind as the form edits it; which type and kind cannot be changed. */
export interface AccountLimitRow {
  account_type: AccountType;
  kind: LimitKind;
  daily: string;
  monthly: string;
}

export interface FeeTierRow {
  rowId: string;
  min_volume: string;
  fee_percent: string;
}

/** The settings form: decimal strings as typed ('' when empty), lists as rows. */
export interface SettingsValues {
  approval_limit: string;
  quote_valid_seconds: string;
  approval_timeout_minutes: string;
  referral_share_percent: string;
  report_retention_hours: string;
  /** The account guards' times, whole hours (the server's `security.*`). */
  withdrawal_hold_hours: string;
  secure_withdrawal_wait_hours: string;
  freeze_link_hours: string;
  /** The price guards and the feed's limits (the server's `trading_guards.*`), as typed. */
  quote_guard_percent: string;
  price_confirm_percent: string;
  feed_max_age_seconds: string;
  feed_divergence_percent: string;
  bank_accounts: BankAccountRow[];
  withdraw_terms: WithdrawTermsRow[];
  account_limits: AccountLimitRow[];
  fee_tiers: FeeTierRow[];
}

export const BANK_ACCOUNT_FIELDS = ['holder', 'account_number', 'iban'] as const;
export const WITHDRAW_TERMS_FIELDS = ['min_amount', 'fee'] as const;
export const ACCOUNT_LIMIT_FIELDS = ['daily', 'monthly'] as const;
export const FEE_TIER_FIELDS = ['min_volume', 'fee_percent'] as const;
/** The times of `security` the desk sets; the server names them `security.<field>` in a 422. */
export const SECURITY_FIELDS = [
  'withdrawal_hold_hours',
  'secure_withdrawal_wait_hours',
  'freeze_link_hours',
] as const;

/** The price guards and the feed's limits; the server names them `trading_guards.<field>` in a 422. */
export const TRADING_GUARD_FIELDS = [
  'quote_guard_percent',
  'price_confirm_percent',
  'feed_max_age_seconds',
  'feed_divergence_percent',
] as const;

/** The contract's SettingsUpdate caps both lists at 20 rows. */
export const MAX_ROWS = 20;

type List = 'bank_accounts' | 'withdraw_terms' | 'account_limits' | 'fee_tiers';

/**
 * Where a message can sit on the form: a top-level input, a whole list, or one input of one row, named as
 * the server names it in a 422 (`bank_accounts.0.iban`, `withdraw_terms.1.fee`, `account_limits.3.monthly`, `fee_tiers.2.min_volume`).
 */
export type SettingsField =
  | 'approval_limit'
  | 'quote_valid_seconds'
  | 'approval_timeout_minutes'
  | 'referral_share_percent'
  | 'report_retention_hours'
  | (typeof SECURITY_FIELDS)[number]
  | (typeof TRADING_GUARD_FIELDS)[number]
  | List
  | `bank_accounts.${number}.${(typeof BANK_ACCOUNT_FIELDS)[number]}`
  | `withdraw_terms.${number}.${(typeof WITHDRAW_TERMS_FIELDS)[number]}`
  | `account_limits.${number}.${(typeof ACCOUNT_LIMIT_FIELDS)[number]}`
  | `fee_tiers.${number}.${(typeof FEE_TIER_FIELDS)[number]}`;

/** The inputs outside the lists, named as the server names them. */
export const TOP_LEVEL_FIELDS = [
  'approval_limit',
  'quote_valid_seconds',
  'approval_timeout_minutes',
  'referral_share_percent',
  'report_retention_hours',
  ...SECURITY_FIELDS,
  ...TRADING_GUARD_FIELDS,
] as const;

const ROW_FIELDS: Record<List, readonly string[]> = {
  bank_accounts: BANK_ACCOUNT_FIELDS,
  withdraw_terms: WITHDRAW_TERMS_FIELDS,
  account_limits: ACCOUNT_LIMIT_FIELDS,
  fee_tiers: FEE_TIER_FIELDS,
};

/**
 * The form's field for a name in a 422, or undefined when the form has no input for it (those messages
 * go to the error summary): `withdraw_terms.0.currency` has none, the currency being fixed.
 */
export function settingsFieldOf(values: SettingsValues, serverName: string): SettingsField | undefined {
  const security = /^security\.([a-z_]+)$/.exec(serverName)?.[1];
  if (security !== undefined)
    return (SECURITY_FIELDS as readonly string[]).includes(security)
      ? (security as SettingsField)
      : undefined;
  if ((SECURITY_FIELDS as readonly string[]).includes(serverName)) return undefined;
  const guard = /^trading_guards\.([a-z_]+)$/.exec(serverName)?.[1];
  if (guard !== undefined)
    return (TRADING_GUARD_FIELDS as readonly string[]).includes(guard) ? (guard as SettingsField) : undefined;
  if ((TRADING_GUARD_FIELDS as readonly string[]).includes(serverName)) return undefined;
  if ((TOP_LEVEL_FIELDS as readonly string[]).includes(serverName)) return serverName as SettingsField;
  if (serverName in ROW_FIELDS) return serverName as List;
  const match = /^(bank_accounts|withdraw_terms|account_limits|fee_tiers)\.(0|[1-9][0-9]*)\.([a-z_]+)$/.exec(
    serverName,
  );
  if (!match) return undefined;
  const list = match[1] as List;
  const index = Number(match[2]);
  if (index >= values[list].length || !ROW_FIELDS[list].includes(match[3]!)) return undefined;
  return serverName as SettingsField;
}

/**
 * The list and every field of its rows, given the values before a row is added or removed: the messages
 * that go stale then, since a 422 names rows by their place.
 */
export function listFields(values: SettingsValues, list: List): SettingsField[] {
  return [
    list,
    ...Array.from({ length: values[list].length }, (_, index) =>
      ROW_FIELDS[list].map((field) => `${list}.${index}.${field}` as SettingsField),
    ).flat(),
  ];
}

/** The settings as the form starts from them; `newRowId` names rows (a counter in the form). */
export function toSettingsValues(settings: Settings, newRowId: () => string): SettingsValues {
  return {
    approval_limit: settings.approval_limit,
    quote_valid_seconds: String(settings.quote_valid_seconds),
    approval_timeout_minutes: String(settings.approval_timeout_minutes),
    referral_share_percent: settings.referral_share_percent,
    report_retention_hours: String(settings.report_retention_hours),
    withdrawal_hold_hours: String(settings.security.withdrawal_hold_hours),
    secure_withdrawal_wait_hours: String(settings.security.secure_withdrawal_wait_hours),
    freeze_link_hours: String(settings.security.freeze_link_hours),
    quote_guard_percent: settings.trading_guards.quote_guard_percent,
    price_confirm_percent: settings.trading_guards.price_confirm_percent,
    feed_max_age_seconds: String(settings.trading_guards.feed_max_age_seconds),
    feed_divergence_percent: settings.trading_guards.feed_divergence_percent,
    bank_accounts: settings.bank_accounts.map((account) => ({
      rowId: newRowId(),
      holder: account.holder,
      account_number: account.account_number,
      iban: account.iban,
      bank_name: account.bank_name,
    })),
    withdraw_terms: settings.withdraw_terms.map((terms) => ({
      currency: terms.currency,
      network: terms.network,
      min_amount: terms.min_amount,
      fee: terms.fee,
    })),
    account_limits: settings.account_limits.map((limit) => ({ ...limit })),
    fee_tiers: settings.fee_tiers.map((tier) => ({ rowId: newRowId(), ...tier })),
  };
}

/**
 * The whole form as one update: every list is sent, so the server's lists become exactly what the form
 * shows (an account removed here is switched off there). Amounts in the contract's form ("12.50" -> "12.5").
 */
export function toSettingsUpdate(values: SettingsValues): SettingsUpdate {
  return {
    approval_limit: toAmount(values.approval_limit),
    quote_valid_seconds: Number(values.quote_valid_seconds),
    approval_timeout_minutes: Number(values.approval_timeout_minutes),
    referral_share_percent: toAmount(values.referral_share_percent),
    report_retention_hours: Number(values.report_retention_hours),
    security: {
      withdrawal_hold_hours: Number(values.withdrawal_hold_hours),
      secure_withdrawal_wait_hours: Number(values.secure_withdrawal_wait_hours),
      freeze_link_hours: Number(values.freeze_link_hours),
    },
    trading_guards: {
      quote_guard_percent: toAmount(values.quote_guard_percent),
      price_confirm_percent: toAmount(values.price_confirm_percent),
      feed_max_age_seconds: Number(values.feed_max_age_seconds),
      feed_divergence_percent: toAmount(values.feed_divergence_percent),
    },
    bank_accounts: values.bank_accounts.map((account) => ({
      holder: account.holder.trim(),
      account_number: account.account_number.trim(),
      iban: normalizeIban(account.iban),
    })),
    withdraw_terms: values.withdraw_terms.map((terms) => ({
      currency: terms.currency,
      min_amount: toAmount(terms.min_amount),
      fee: toAmount(terms.fee),
    })),
    account_limits: values.account_limits.map((limit) => ({
      account_type: limit.account_type,
      kind: limit.kind,
      daily: toAmount(limit.daily),
      monthly: toAmount(limit.monthly),
    })),
    fee_tiers: values.fee_tiers.map((tier) => ({
      min_volume: toAmount(tier.min_volume),
      fee_percent: toAmount(tier.fee_percent),
    })),
  };
}
