// No styles, no React: the sentences of the limits per person (each account type's in settings, and one
// person's own set or removed by an operator), from the details the server writes.
import {
  amount,
  currencyWord,
  decimalOf,
  identifier,
  isRecord,
  said,
  sameDecimal,
  sentence as S,
  word,
  wordsOf,
  type AuditSentence,
  type DescribeAction as Describe,
  type Json,
} from './auditSentence';

const KINDS = ['irt_deposit', 'irt_withdrawal', 'usdt_withdrawal', 'trade_value'] as const;
type Kind = (typeof KINDS)[number];
const isKind = (value: unknown): value is Kind => KINDS.includes(value as Kind);
const currencyOf = (kind: Kind) => (kind === 'usdt_withdrawal' ? 'USDT' : 'IRT');

/** Each account type's day and month of each kind that changed ("The daily limit of Toman withdrawals…"). */
export function accountLimitChanges(before: unknown[], after: unknown[]): AuditSentence[] {
  const keyed = (list: unknown[]) =>
    new Map(
      list
        .filter(isRecord)
        .flatMap((row): Array<[string, Json]> =>
          isKind(row.kind) && typeof row.account_type === 'string'
            ? [[`${row.account_type}/${row.kind}`, row]]
            : [],
        ),
    );
  const from = keyed(before);
  const sentences: AuditSentence[] = [];
  for (const [key, row] of keyed(after)) {
    const old = from.get(key);
    if (!old || !isKind(row.kind)) continue;
    const currency = currencyOf(row.kind);
    for (const period of ['daily', 'monthly'] as const) {
      const [was, is] = [decimalOf(old[period]), decimalOf(row[period])];
      if (was === undefined || is === undefined || sameDecimal(was, is)) continue;
      sentences.push(
        S('accountLimitChanged', {
          period: word(`audit.limitPeriods.${period}`),
          kind: word(`audit.limitKinds.${row.kind}`),
          accounts: word(`audit.limitAccounts.${String(row.account_type)}`),
          from: amount(was, currency),
          to: amount(is, currency),
          currency: currencyWord(currency),
        }),
      );
    }
  }
  return sentences;
}

/** `limits.own_set` and `limits.own_removed`: one person's amounts of a kind, after and before, and why. */
export function describeOwnLimit(set: boolean): Describe {
  return ({ details }) => {
    const email = wordsOf(details.email);
    const after = isRecord(details.after) ? details.after : {};
    const before = isRecord(details.before) ? details.before : {};
    const [daily, monthly] = [decimalOf(after.daily), decimalOf(after.monthly)];
    if (email === undefined || !isKind(details.kind) || daily === undefined || monthly === undefined)
      return null;
    const currency = currencyOf(details.kind);
    const [fromDaily, fromMonthly] = [decimalOf(before.daily), decimalOf(before.monthly)];
    const values = {
      email: identifier(email),
      kind: word(`audit.limitKinds.${details.kind}`),
      daily: amount(daily, currency),
      monthly: amount(monthly, currency),
      currency: currencyWord(currency),
    };
    return {
      summary: S(set ? 'ownLimitSet' : 'ownLimitRemoved', values),
      sentences: [
        ...(fromDaily !== undefined && fromMonthly !== undefined
          ? [
              S('limitBefore', {
                fromDaily: amount(fromDaily, currency),
                fromMonthly: amount(fromMonthly, currency),
                currency: currencyWord(currency),
              }),
            ]
          : []),
        ...said('note', details.note),
      ],
    };
  };
}
