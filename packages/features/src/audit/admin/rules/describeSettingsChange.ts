// No styles, no React: a settings update's before and after (the server writes the whole contract
// `Settings` twice) as one sentence per value that changed. Unit-tested in describeSettingsChange.test.ts.
import { isCurrency, type Currency } from '../../../entities/currency';
import {
  amount,
  currencyWord,
  decimalOf,
  identifier,
  isRecord,
  num,
  sameDecimal,
  sentence as S,
  text,
  textOf,
  word,
  type AuditSentence,
  type AuditValue,
  type Json,
} from './auditSentence';
import { accountLimitChanges } from './describeLimitEntries';
import { summarizeAuditDetails } from './summarizeAuditDetails';

const field = (name: string) => word(`audit.fields.${name}`);

/** How a setting's value is written: money in Toman, a duration in its unit, a percent, or a count. */
type Unit = 'toman' | 'hours' | 'minutes' | 'seconds' | 'percent' | 'count';

/** The single-valued settings, by their place in `Settings`, with their name and unit. */
const SCALARS: Array<[path: string, name: string, unit: Unit]> = [
  ['approval_limit', 'approvalLimit', 'toman'],
  ['quote_valid_seconds', 'quoteValidity', 'seconds'],
  ['approval_timeout_minutes', 'approvalTimeout', 'minutes'],
  ['referral_share_percent', 'referralShare', 'percent'],
  ['report_retention_hours', 'reportRetention', 'hours'],
  ['security.withdrawal_hold_hours', 'withdrawalHold', 'hours'],
  ['security.secure_withdrawal_wait_hours', 'secureWithdrawalWait', 'hours'],
  ['security.freeze_link_hours', 'freezeLink', 'hours'],
  ['security.code_valid_minutes', 'codeValidity', 'minutes'],
  ['security.code_tries', 'codeTries', 'count'],
  ['security.lockout_failures', 'lockoutFailures', 'count'],
  ['security.lockout_minutes', 'lockoutMinutes', 'minutes'],
  ['trading_guards.quote_guard_percent', 'quoteGuard', 'percent'],
  ['trading_guards.price_confirm_percent', 'priceConfirm', 'percent'],
  ['trading_guards.feed_max_age_seconds', 'feedMaxAge', 'seconds'],
  ['trading_guards.feed_divergence_percent', 'feedDivergence', 'percent'],
];

/** The settings grouped under one name (`security.*`, `trading_guards.*`). */
const GROUPS = ['security', 'trading_guards'];

/** The lists, compared item by item below; `remaining_today` and `network` are not settings. */
const LISTS = ['fee_tiers', 'bank_accounts', 'withdraw_terms', 'account_limits'];

const at = (settings: Json, path: string): unknown =>
  path.split('.').reduce<unknown>((value, key) => (isRecord(value) ? value[key] : undefined), settings);

function scalarChange(name: string, unit: Unit, from: string, to: string): AuditSentence {
  const values = { field: field(name) };
  if (unit === 'toman')
    return S('amountChanged', {
      ...values,
      from: amount(from, 'IRT'),
      to: amount(to, 'IRT'),
      currency: currencyWord('IRT'),
    });
  const sentence = unit === 'count' ? 'numberChanged' : `${unit}Changed`;
  // The unit's plural follows the new value ("from 24 to 48 hours"); a fraction reads as plural.
  return S(
    sentence,
    { ...values, from: num(from), to: num(to) },
    Number.isInteger(Number(to)) ? Number(to) : 2,
  );
}

function feeTierChanges(before: unknown[], after: unknown[]): AuditSentence[] {
  const tier = (list: unknown[], index: number) => {
    const item = list[index];
    if (!isRecord(item)) return undefined;
    const volume = decimalOf(item.min_volume);
    const fee = decimalOf(item.fee_percent);
    return volume === undefined || fee === undefined ? undefined : { volume, fee };
  };
  const sentences: AuditSentence[] = [];
  for (let index = 0; index < Math.max(before.length, after.length); index += 1) {
    const [from, to] = [tier(before, index), tier(after, index)];
    const number = num(index + 1);
    const toman = currencyWord('IRT');
    if (from && to) {
      if (!sameDecimal(from.volume, to.volume))
        sentences.push(
          S('tierVolumeChanged', {
            tier: number,
            from: amount(from.volume, 'IRT'),
            to: amount(to.volume, 'IRT'),
            currency: toman,
          }),
        );
      if (!sameDecimal(from.fee, to.fee))
        sentences.push(S('tierFeeChanged', { tier: number, from: num(from.fee), to: num(to.fee) }));
    } else if (to) {
      sentences.push(
        S('tierAdded', { tier: number, volume: amount(to.volume, 'IRT'), currency: toman, fee: num(to.fee) }),
      );
    } else if (from) {
      sentences.push(
        S('tierRemoved', {
          tier: number,
          volume: amount(from.volume, 'IRT'),
          currency: toman,
          fee: num(from.fee),
        }),
      );
    }
  }
  return sentences;
}

interface BankAccount {
  iban: string;
  holder: string;
  accountNumber: string;
}

/**
 * The desk's bank accounts by IBAN: a save replaces the whole list with new rows (new ids), so an account
 * is the same one when its IBAN is.
 */
function bankAccountChanges(before: unknown[], after: unknown[]): AuditSentence[] {
  const read = (list: unknown[]) =>
    new Map(
      list.filter(isRecord).flatMap((item): Array<[string, BankAccount]> => {
        const iban = textOf(item.iban)?.replace(/\s/g, '').toUpperCase();
        return iban
          ? [
              [
                iban,
                { iban, holder: textOf(item.holder) ?? '', accountNumber: textOf(item.account_number) ?? '' },
              ],
            ]
          : [];
      }),
    );
  const [from, to] = [read(before), read(after)];
  const sentences: AuditSentence[] = [];
  for (const [iban, account] of to) {
    const old = from.get(iban);
    const named = { iban: identifier(iban) };
    if (!old) {
      sentences.push(
        S('bankAccountAdded', {
          ...named,
          holder: text(account.holder),
          accountNumber: identifier(account.accountNumber),
        }),
      );
      continue;
    }
    if (old.holder !== account.holder)
      sentences.push(S('bankHolderChanged', { ...named, from: text(old.holder), to: text(account.holder) }));
    if (old.accountNumber !== account.accountNumber)
      sentences.push(
        S('bankAccountNumberChanged', {
          ...named,
          from: identifier(old.accountNumber),
          to: identifier(account.accountNumber),
        }),
      );
  }
  for (const [iban, account] of from)
    if (!to.has(iban))
      sentences.push(S('bankAccountRemoved', { iban: identifier(iban), holder: text(account.holder) }));
  return sentences;
}

/**
 * The withdrawal terms of each currency: its minimum and fee, in that currency, and its daily limit in
 * entries from before the limits per person (`mirrorsLimits`: since then the terms only repeat an
 * individual's withdrawal limit, which `account_limits` says).
 */
function withdrawTermChanges(before: unknown[], after: unknown[], mirrorsLimits: boolean): AuditSentence[] {
  const byCurrency = (list: unknown[]) =>
    new Map(
      list
        .filter(isRecord)
        .flatMap((item): Array<[Currency, Json]> =>
          typeof item.currency === 'string' && isCurrency(item.currency) ? [[item.currency, item]] : [],
        ),
    );
  const from = byCurrency(before);
  const sentences: AuditSentence[] = [];
  for (const [currency, terms] of byCurrency(after)) {
    const old = from.get(currency);
    if (!old) continue;
    for (const [key, name] of [
      ['min_amount', 'minAmount'],
      ['fee', 'withdrawFee'],
      ...(mirrorsLimits ? [] : ([['daily_limit', 'dailyLimit']] as const)),
    ] as const) {
      const [was, is] = [decimalOf(old[key]), decimalOf(terms[key])];
      if (was === undefined || is === undefined || sameDecimal(was, is)) continue;
      sentences.push(
        S('withdrawTermChanged', {
          term: field(name),
          currency: currencyWord(currency),
          from: amount(was, currency),
          to: amount(is, currency),
        }),
      );
    }
  }
  return sentences;
}

/** A value this client has no name for (a setting added by a newer server), as its name and its values. */
function otherChanges(before: Json, after: Json): AuditSentence[] {
  const known = new Set([...SCALARS.map(([path]) => path), ...LISTS]);
  const rest = (settings: Json) =>
    Object.fromEntries(
      Object.entries(settings).flatMap(([key, value]): Array<[string, unknown]> => {
        if (GROUPS.includes(key) && isRecord(value))
          return Object.entries(value)
            .filter(([name]) => !known.has(`${key}.${name}`))
            .map(([name, inner]) => [`${key}.${name}`, inner]);
        return known.has(key) ? [] : [[key, value]];
      }),
    );
  const shown = (value: string, kind: string): AuditValue =>
    value === ''
      ? word('emptyValue')
      : kind === 'number'
        ? num(value)
        : kind === 'text'
          ? text(value)
          : identifier(value);
  return summarizeAuditDetails({ before: rest(before), after: rest(after) }).map((detail) =>
    S('otherChanged', {
      field: identifier(detail.key),
      from: shown(detail.previous ?? '', detail.kind),
      to: shown(detail.value, detail.kind),
    }),
  );
}

/**
 * Only what a settings update changed, one sentence each ("Withdrawal hold changed from 24 to 48 hours");
 * an update that changed nothing says so.
 */
export function describeSettingsChange(
  before: Json,
  after: Json,
): { summary: AuditSentence; sentences: AuditSentence[] } {
  const sentences: AuditSentence[] = [];
  for (const [path, name, unit] of SCALARS) {
    const [from, to] = [decimalOf(at(before, path)), decimalOf(at(after, path))];
    if (from !== undefined && to !== undefined && !sameDecimal(from, to))
      sentences.push(scalarChange(name, unit, from, to));
  }
  const list = (settings: Json, key: string) =>
    Array.isArray(settings[key]) ? (settings[key] as unknown[]) : [];
  sentences.push(
    ...feeTierChanges(list(before, 'fee_tiers'), list(after, 'fee_tiers')),
    ...bankAccountChanges(list(before, 'bank_accounts'), list(after, 'bank_accounts')),
    ...withdrawTermChanges(
      list(before, 'withdraw_terms'),
      list(after, 'withdraw_terms'),
      Array.isArray(after.account_limits),
    ),
    ...accountLimitChanges(list(before, 'account_limits'), list(after, 'account_limits')),
    ...otherChanges(before, after),
  );
  return {
    summary: S(
      sentences.length === 0 ? 'settingsUnchanged' : 'settingsChanged',
      { n: num(sentences.length) },
      sentences.length,
    ),
    sentences,
  };
}
