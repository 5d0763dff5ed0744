import type { components } from '../../shared/api/schema.gen';
import type { Locale } from '../../shared/i18n/locales';
import { buildOrder, minutesAfter, withFinalFigures } from '../../shared/mocks/orderFixtures';

export type Order = components['schemas']['Order'];

/** "Now" in the mocks: every fixture date is before it. */
export const MOCK_NOW = '2026-03-10T12:00:00+03:30';

/** How long an order may wait for approval in the mocks (settings `approval_timeout_minutes`). */
export const MOCK_APPROVAL_MINUTES = 1440;

/** The orders the stories open by number. */
export const ORDER = {
  /** A large Buy waiting for the desk: Processing, approval required, nobody approved yet. */
  awaitingDesk: 1042,
  /** A large Sell the desk approved at a final price: waiting for the person's answer. */
  awaitingYou: 1041,
  /** A filled Buy: Toman paid, Tether received (with more decimals than shown). */
  filledBuy: 1040,
  /** A filled Sell: Tether paid, Toman received. */
  filledSell: 1039,
  /** A large Buy the desk and the person approved: filled at its final figures, with the desk's note. */
  filledAfterApproval: 1038,
  /** A large Buy the desk rejected, with its note. */
  rejectedByDesk: 1037,
  /** A large Sell approved by the desk that the person never answered: cancelled at its deadline. */
  expired: 1036,
} as const;

/** What the desk wrote on orders (data, not a message: in the language of the page it was seeded for). */
export const DESK_NOTES = {
  fa: {
    finalPrice: 'قیمت نهایی بر اساس نرخ لحظهٔ تأیید میز معاملات تعیین شد.',
    rejected: 'این حجم امروز بیش از ظرفیت میز معاملات است.',
  },
  en: {
    finalPrice: "The final price is the desk's rate at the time of approval.",
    rejected: 'This volume is above the desk’s capacity today.',
  },
};

const minutesBefore = (minutes: number) => minutesAfter(MOCK_NOW, -minutes);

/** Waits for approval from its date until its deadline. */
const awaiting = (date: string) => ({
  status: 'Processing' as const,
  approval_required: true,
  approval_expires_at: minutesAfter(date, MOCK_APPROVAL_MINUTES),
});

/** The orders that tell the stories apart, newest first. */
export function buildNotableOrders(locale: Locale): Order[] {
  const notes = DESK_NOTES[locale];
  const at = {
    awaitingDesk: minutesBefore(20),
    awaitingYou: minutesBefore(120),
  };
  return [
    buildOrder(
      { id: ORDER.awaitingDesk, side: 'Buy', amount: '800000000', date: at.awaitingDesk },
      awaiting(at.awaitingDesk),
    ),
    withFinalFigures(
      buildOrder(
        { id: ORDER.awaitingYou, side: 'Sell', amount: '7000', date: at.awaitingYou },
        awaiting(at.awaitingYou),
      ),
      '91700',
      '7000',
      notes.finalPrice,
    ),
    buildOrder({ id: ORDER.filledBuy, side: 'Buy', amount: '12500000', date: minutesBefore(300) }),
    buildOrder({ id: ORDER.filledSell, side: 'Sell', amount: '150.5', date: minutesBefore(420) }),
    {
      ...withFinalFigures(
        buildOrder({
          id: ORDER.filledAfterApproval,
          side: 'Buy',
          amount: '1000000000',
          date: minutesBefore(1500),
        }),
        '92300',
        '10000',
        notes.finalPrice,
      ),
      approval_required: true,
      user_approved: true,
    },
    buildOrder(
      { id: ORDER.rejectedByDesk, side: 'Buy', amount: '950000000', date: minutesBefore(2900) },
      { status: 'Cancelled', approval_required: true, admin_note: notes.rejected },
    ),
    {
      ...withFinalFigures(
        buildOrder({ id: ORDER.expired, side: 'Sell', amount: '6000', date: minutesBefore(4400) }),
        '91650',
        '6000',
      ),
      status: 'Cancelled',
      approval_required: true,
    },
  ];
}

/**
 * The person's orders, newest first: the notable ones, then 29 ordinary orders a few hours apart (filled
 * mostly, every fifth cancelled), 36 in all, so the list has a second page.
 */
export function buildOrderHistory(locale: Locale): Order[] {
  const ordinary = Array.from({ length: 29 }, (_, index) => {
    const id = 1035 - index;
    const side = index % 3 === 1 ? 'Sell' : 'Buy';
    const amount = side === 'Buy' ? String(2_000_000 + index * 1_250_000) : `${25 + index * 7}.25`;
    return buildOrder(
      { id, side, amount, date: minutesBefore(4500 + index * 270) },
      index % 5 === 4 ? { status: 'Cancelled' } : {},
    );
  });
  return [...buildNotableOrders(locale), ...ordinary];
}

/** One page of a list as the server pages it (30 per page by default, spec section 9). */
export function pageOf<T>(items: readonly T[], page: number, perPage = 30) {
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
