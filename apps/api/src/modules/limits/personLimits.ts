import type { Db } from '../../db/transaction.js';
import { DomainError } from '../../errors/DomainError.js';
import type { MessageKey } from '../../i18n/messages.js';
import { compareDecimals, normalizeDecimal, subtractDecimals } from '../../money/decimal.js';
import {
  nextTehranDay,
  nextTehranMonth,
  startOfTehranDay,
  startOfTehranMonth,
} from '../../time/tehranCalendar.js';
import {
  accountLimits,
  accountTypeOf,
  lockLimitsOf,
  ownLimits,
  usedSince,
  type PersonLimitRow,
} from './limitRepository.js';
import { LIMIT_KINDS, type AccountType, type LimitKind } from './limitsTables.js';

/** A person's limit of one kind at a moment: the amounts in force, what they used, what remains, and when. */
export interface LimitState {
  kind: LimitKind;
  currency: 'IRT' | 'USDT';
  daily: string;
  monthly: string;
  usedToday: string;
  usedThisMonth: string;
  /** Never above what the month leaves. */
  remainingToday: string;
  remainingThisMonth: string;
  dayResetsAt: Date;
  monthResetsAt: Date;
  /** The operator's own amounts for this person, in place of the account type's; null without. */
  own: PersonLimitRow | null;
}

export const currencyOfLimit = (kind: LimitKind): 'IRT' | 'USDT' =>
  kind === 'usdt_withdrawal' ? 'USDT' : 'IRT';

const less = (limit: string, used: string) =>
  compareDecimals(used, limit) >= 0 ? '0' : subtractDecimals(limit, used);
const least = (a: string, b: string) => (compareDecimals(a, b) <= 0 ? a : b);

/** Every kind's state for a person at `at`, with their account type. */
export async function limitStatesOf(
  db: Db,
  userId: string,
  at: Date,
  kinds: readonly LimitKind[] = LIMIT_KINDS,
): Promise<{ accountType: AccountType; states: LimitState[] }> {
  const [accountType, defaults, own] = await Promise.all([
    accountTypeOf(db, userId),
    accountLimits(db),
    ownLimits(db, userId),
  ]);
  const since = { day: startOfTehranDay(at), month: startOfTehranMonth(at) };
  const states = await Promise.all(
    kinds.map(async (kind): Promise<LimitState> => {
      const mine = own.find((row) => row.kind === kind) ?? null;
      const amounts = mine ?? defaults.find((row) => row.account_type === accountType && row.kind === kind);
      if (!amounts) throw new Error(`no ${accountType} limit of ${kind}`);
      const daily = normalizeDecimal(amounts.daily);
      const monthly = normalizeDecimal(amounts.monthly);
      const used = await usedSince(db, userId, kind, since);
      const remainingThisMonth = less(monthly, used.month);
      return {
        kind,
        currency: currencyOfLimit(kind),
        daily,
        monthly,
        usedToday: normalizeDecimal(used.today),
        usedThisMonth: normalizeDecimal(used.month),
        remainingToday: least(less(daily, used.today), remainingThisMonth),
        remainingThisMonth,
        dayResetsAt: nextTehranDay(at),
        monthResetsAt: nextTehranMonth(at),
        own: mine,
      };
    }),
  );
  return { accountType, states };
}

const REFUSALS: Record<Exclude<LimitKind, 'irt_deposit'>, { day: MessageKey; month: MessageKey }> = {
  irt_withdrawal: { day: 'limits.dailyIrtWithdrawal', month: 'limits.monthlyIrtWithdrawal' },
  usdt_withdrawal: { day: 'limits.dailyUsdtWithdrawal', month: 'limits.monthlyUsdtWithdrawal' },
  trade_value: { day: 'limits.dailyTradeValue', month: 'limits.monthlyTradeValue' },
};

/** The limit an amount passes, if it passes one: the month's when it leaves less than the day's, else the day's. */
interface Passed {
  period: 'daily' | 'monthly';
  limit: string;
  remaining: string;
  resetsAt: Date;
}

/** Under the person's limits lock when `lock` (the caller's transaction), the limit `amount` would pass. */
async function passedLimit(
  db: Db,
  check: { userId: string; kind: LimitKind; amount: string; at: Date },
  lock: boolean,
): Promise<Passed | null> {
  if (lock) await lockLimitsOf(db, check.userId);
  const { states } = await limitStatesOf(db, check.userId, check.at, [check.kind]);
  const state = states[0]!;
  if (compareDecimals(check.amount, state.remainingToday) <= 0) return null;
  return compareDecimals(state.remainingThisMonth, less(state.daily, state.usedToday)) < 0
    ? {
        period: 'monthly',
        limit: state.monthly,
        remaining: state.remainingThisMonth,
        resetsAt: state.monthResetsAt,
      }
    : { period: 'daily', limit: state.daily, remaining: state.remainingToday, resetsAt: state.dayResetsAt };
}

/**
 * Refuses (422 on `field`) an amount over what the person's limit of `kind` leaves, naming the limit that
 * binds (the day's or the month's), what remains and when it starts again. Inside the caller's transaction,
 * under the person's limits lock (taken here, before the caller takes any ledger lock), so two requests of
 * one person are counted one after the other.
 */
export async function refuseOverLimit(
  trx: Db,
  check: { userId: string; kind: Exclude<LimitKind, 'irt_deposit'>; amount: string; at: Date; field: string },
  /** False for an early answer outside a transaction (a quote): the placement checks again under the lock. */
  lock = true,
): Promise<void> {
  const passed = await passedLimit(trx, check, lock);
  if (!passed) return;
  const params = {
    limitAmount: passed.limit,
    remainingAmount: passed.remaining,
    resetsAt: passed.resetsAt.toISOString(),
  };
  const key = passed.period === 'monthly' ? REFUSALS[check.kind].month : REFUSALS[check.kind].day;
  throw new DomainError('validation', key, { fields: { [check.field]: [[key, params]] }, params });
}

/**
 * Which limit a Toman deposit of `amount` passes, if any (the day's when it binds, else the month's), with
 * that limit's amount: the deposit is still taken (the money was sent) and flagged for the operator. Under
 * the person's limits lock, so two deposits declared at once are counted in turn.
 */
export async function depositOverLimit(
  trx: Db,
  check: { userId: string; amount: string; at: Date },
): Promise<{ period: 'daily' | 'monthly'; limit: string } | null> {
  const passed = await passedLimit(trx, { ...check, kind: 'irt_deposit' }, true);
  return passed && { period: passed.period, limit: passed.limit };
}
