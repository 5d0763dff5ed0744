import { minDecimal, signOfDecimal, subtractDecimals } from '@sarraf/ui/format';
import { limitKindValues, type components } from '../../shared/api/schema.gen';

export type PersonLimit = components['schemas']['PersonLimit'];
type LimitKind = PersonLimit['kind'];

/** "Now" in the mocks: 20 Ordibehesht 1405, noon in Tehran. */
export const MOCK_NOW = '2026-05-10T12:00:00+03:30';

/** The next midnight in Tehran, as the server writes a moment (ISO 8601, UTC). */
export const DAY_RESETS_AT = new Date('2026-05-11T00:00:00+03:30').toISOString();

/** 1 Khordad 1405 (22 May 2026), midnight in Tehran: the first of the next Persian month. */
export const MONTH_RESETS_AT = new Date('2026-05-22T00:00:00+03:30').toISOString();

type Amounts = Pick<PersonLimit, 'currency' | 'daily' | 'monthly' | 'used_today' | 'used_this_month'>;

/**
 * A person's default amounts per kind (an individual's): some of each used, Toman whole, Tether with more
 * decimals than the 3 shown (used 1,250.1234 leaves 3,749.8766, shown 3,749.876).
 */
const AMOUNTS: Record<LimitKind, Amounts> = {
  irt_deposit: {
    currency: 'IRT',
    daily: '300000000',
    monthly: '4000000000',
    used_today: '0',
    used_this_month: '250000000',
  },
  irt_withdrawal: {
    currency: 'IRT',
    daily: '200000000',
    monthly: '3000000000',
    used_today: '45000000',
    used_this_month: '820000000',
  },
  usdt_withdrawal: {
    currency: 'USDT',
    daily: '5000',
    monthly: '50000',
    used_today: '1250.1234',
    used_this_month: '12800.75',
  },
  trade_value: {
    currency: 'IRT',
    daily: '500000000',
    monthly: '5000000000',
    used_today: '120000000',
    used_this_month: '1900000000',
  },
};

/** `a - b`, or 0 when b is more (a deposit over the limit is still taken: the used part can pass it). */
const leftOf = (a: string, b: string) => {
  const left = subtractDecimals(a, b);
  return signOfDecimal(left) === -1 ? '0' : left;
};

/**
 * One kind as the server answers it: the amounts of the kind (or `overrides`), what remains worked out
 * from them as the server does (today's never above the month's), the reset moments, not the person's own.
 */
export function buildMyLimit(kind: LimitKind, overrides: Partial<PersonLimit> = {}): PersonLimit {
  const amounts = { ...AMOUNTS[kind], ...overrides };
  const remainingThisMonth = leftOf(amounts.monthly, amounts.used_this_month);
  return {
    kind,
    ...amounts,
    remaining_today: minDecimal(leftOf(amounts.daily, amounts.used_today), remainingThisMonth),
    remaining_this_month: remainingThisMonth,
    day_resets_at: DAY_RESETS_AT,
    month_resets_at: MONTH_RESETS_AT,
    own: false,
    ...overrides,
  };
}

/** Every kind, in the contract's order (not the card's), each with its `overrides`. */
export function buildMyLimits(
  overrides: Partial<Record<LimitKind, Partial<PersonLimit>>> = {},
): PersonLimit[] {
  return limitKindValues.map((kind) => buildMyLimit(kind, overrides[kind]));
}

/** The person's own Tether withdrawal amounts, set by an operator (above an individual's). */
export const OWN_USDT_WITHDRAWAL: Partial<PersonLimit> = {
  daily: '20000',
  monthly: '200000',
  own: true,
};

/** Today's Toman withdrawals all used: nothing left today, most of the month still there. */
export const TOMAN_WITHDRAWALS_USED_TODAY: Partial<PersonLimit> = { used_today: '200000000' };
