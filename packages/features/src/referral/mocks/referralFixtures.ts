import type { components } from '../../shared/api/schema.gen';

export type Referral = components['schemas']['Referral'];
export type ReferralSummary = components['schemas']['ReferralSummary'];
type PaginationMeta = components['schemas']['PaginationMeta'];

/** "Now" in the mocks: every fixture date is before it. */
export const MOCK_NOW = '2026-03-10T12:00:00+03:30';

/** The signed-in person's code (the shared user fixture's) and the link the server builds from it. */
export const REFERRAL_CODE = 'SARA2024';
export const REFERRAL_LINK = `https://sarraf.example/sign-up?ref=${REFERRAL_CODE}`;

/** How many people joined with the link in the mocks: a second page of referrals. */
export const REFERRAL_COUNT = 45;

/** The mock server's page size, as the real one (30 by default, spec section 9). */
export const PER_PAGE = 30;

const DAY_MS = 24 * 60 * 60 * 1000;
const LOCAL_PARTS = ['sa', 'mo', 're', 'al', 'ne', 'ka', 'pa', 'ho', 'zi', 'fa', 'ja', 'ro'];
const DOMAINS = ['example.com', 'mail.example', 'example.ir'];

/** Masked as the server masks an address: two characters, then asterisks, then the domain. */
const maskedName = (index: number) =>
  `${LOCAL_PARTS[index % LOCAL_PARTS.length]}***@${DOMAINS[index % DOMAINS.length]}`;

/** `days` before now, as the server writes a moment (ISO 8601, UTC). */
const daysBefore = (days: number) => new Date(Date.parse(MOCK_NOW) - days * DAY_MS).toISOString();

/**
 * One invited person, newest first by index: whole Toman earned (every fourth earned nothing yet, the
 * first a sum large enough to group), active unless every third.
 */
export function buildReferral(index: number, overrides: Partial<Referral> = {}): Referral {
  const earned = index === 0 ? '12500000' : index % 4 === 3 ? '0' : String(18_500 + index * 3_250);
  return {
    id: 9000 - index,
    name: maskedName(index),
    joined_at: daysBefore(2 + index * 3),
    earned_amount: earned,
    is_active: index % 3 !== 2,
    ...overrides,
  };
}

/** Everyone who joined with the link, newest first. */
export function buildReferrals(count = REFERRAL_COUNT): Referral[] {
  return Array.from({ length: count }, (_, index) => buildReferral(index));
}

/** Sums whole-Toman amounts exactly (integers as BigInt: never money in floating point). */
const sum = (amounts: readonly string[]) => amounts.reduce((total, amount) => total + BigInt(amount), 0n);

/**
 * The summary that goes with `referrals`: their count, all they earned, and this month's share (in the
 * mocks, what the five newest earned).
 */
export function buildReferralSummary(
  referrals: readonly Referral[] = buildReferrals(),
  overrides: Partial<ReferralSummary> = {},
): ReferralSummary {
  const amounts = referrals.map((referral) => referral.earned_amount);
  return {
    total_referrals: referrals.length,
    total_earnings: String(sum(amounts)),
    month_earnings: String(sum(amounts.slice(0, 5))),
    currency: 'IRT',
    referral_code: REFERRAL_CODE,
    referral_link: REFERRAL_LINK,
    ...overrides,
  };
}

/** One page of a list as the server pages it. */
export function pageOf<T>(
  items: readonly T[],
  page: number,
  perPage = PER_PAGE,
): { data: T[]; meta: PaginationMeta } {
  const start = (page - 1) * perPage;
  const data = items.slice(start, start + perPage);
  return {
    data,
    meta: {
      current_page: page,
      last_page: Math.max(1, Math.ceil(items.length / perPage)),
      per_page: perPage,
      total: items.length,
      from: data.length > 0 ? start + 1 : null,
      to: data.length > 0 ? start + data.length : null,
    },
  };
}
