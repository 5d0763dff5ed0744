import type { components } from '../../../shared/api/schema.gen';
import { buildOrder, minutesAfter, withFinalFigures } from '../../../shared/mocks/orderFixtures';
import { buildUserRef, MOCK_NOW } from '../../../shared/mocks/adminFixtures';

export type AdminOrder = components['schemas']['AdminOrder'];

/** How long an order may wait for approval in the mocks (settings `approval_timeout_minutes`). */
const APPROVAL_MINUTES = 1440;

/** The orders the stories open: the desk's queue, oldest first. */
export const DESK_ORDER = {
  /** A Tether sell of 7,500 by a company, the oldest in the queue. */
  companySell: 1044,
  /** A Tether buy of 800,000,000 Toman by Sara. */
  saraBuy: 1042,
  /** A Tether buy of 600,000,000 Toman by Reza, the newest. */
  rezaBuy: 1045,
} as const;

const SARA = buildUserRef();
const COMPANY = buildUserRef({ id: 14, email: 'finance@nemoone.example', name: null });
const REZA = buildUserRef({ id: 21, email: 'reza.karimi@example.com', name: 'رضا کریمی' });

const minutesBefore = (minutes: number) => minutesAfter(MOCK_NOW, -minutes);

/** Above the approval limit, awaiting the desk, until its deadline. */
function awaitingDesk(order: ReturnType<typeof buildOrder>, user: AdminOrder['user']): AdminOrder {
  return {
    ...order,
    status: 'Processing',
    approval_required: true,
    approval_expires_at: minutesAfter(order.date, APPROVAL_MINUTES),
    user,
  };
}

/**
 * What the desk sees: three orders awaiting its decision, and two it decided (approved and waiting for the
 * person, rejected), which its default queue does not show.
 */
export function buildOrderDesk(): AdminOrder[] {
  return [
    awaitingDesk(
      buildOrder({ id: DESK_ORDER.companySell, side: 'Sell', amount: '7500', date: minutesBefore(180) }),
      COMPANY,
    ),
    awaitingDesk(
      buildOrder({ id: DESK_ORDER.saraBuy, side: 'Buy', amount: '800000000', date: minutesBefore(20) }),
      SARA,
    ),
    awaitingDesk(
      buildOrder({ id: DESK_ORDER.rezaBuy, side: 'Buy', amount: '600000000', date: minutesBefore(5) }),
      REZA,
    ),
    {
      ...withFinalFigures(
        awaitingDesk(buildOrder({ id: 1041, side: 'Sell', amount: '7000', date: minutesBefore(120) }), SARA),
        '91700',
        '7000',
      ),
      user: SARA,
    },
    {
      ...awaitingDesk(
        buildOrder({ id: 1037, side: 'Buy', amount: '950000000', date: minutesBefore(2900) }),
        REZA,
      ),
      status: 'Cancelled',
      approval_expires_at: null,
      admin_note: 'Above the desk’s capacity today.',
    },
  ];
}
