import type { components } from '../../../shared/api/schema.gen';
import { MOCK_ADMIN, buildUserRef } from '../../../shared/mocks/adminFixtures';
import { buildUser } from '../../../shared/mocks/userFixtures';

type Schemas = components['schemas'];
export type DeskStock = Schemas['DeskStock'];
export type TreasuryMove = Schemas['TreasuryMove'];
export type DeskDay = Schemas['DeskDay'];

/** The operator the board is signed in as (the mocks' admin, who proposed move 12). */
export const MOCK_OPERATOR = buildUser({
  id: MOCK_ADMIN.id,
  email: MOCK_ADMIN.email,
  name: MOCK_ADMIN.name,
  role: 'admin',
  verification_status: 'verified',
});

/** A second operator: the one who may decide what the first proposed. */
export const MOCK_SECOND_OPERATOR_REF = buildUserRef({
  id: 2,
  email: 'night.desk@sarraf.example',
  name: 'مریم رضایی',
});

export const MOCK_SECOND_OPERATOR = buildUser({
  ...MOCK_SECOND_OPERATOR_REF,
  role: 'admin',
  verification_status: 'verified',
});

/** The desk's stock: Toman at the bank's pace, Tether with one large order's payout reserved. */
export function buildDeskStock(): DeskStock[] {
  return [
    { currency: 'IRT', balance: '4850000000', reserved: '0', floor: '500000000', available: '4350000000' },
    { currency: 'USDT', balance: '18250.5', reserved: '3200', floor: '1000', available: '14050.5' },
  ];
}

export function buildTreasuryMove(overrides: Partial<TreasuryMove> = {}): TreasuryMove {
  return {
    id: 12,
    currency: 'USDT',
    direction: 'in',
    amount: '2500',
    note: 'خرید از تأمین‌کننده نقدینگی، صورت‌حساب ۴۱۷',
    status: 'pending',
    proposed_by: MOCK_ADMIN,
    proposed_at: '2026-03-10T09:15:00+03:30',
    decided_by: null,
    decided_at: null,
    decision_note: null,
    ...overrides,
  };
}

/**
 * The board's moves, newest first: one the signed-in operator proposed and one another operator proposed,
 * both waiting (the second takes out more Toman than the stock can pay now); one approved and one rejected.
 */
export function buildTreasuryMoves(): TreasuryMove[] {
  return [
    buildTreasuryMove({
      id: 13,
      currency: 'IRT',
      direction: 'out',
      amount: '5000000000',
      note: 'Settlement with the partner bank',
      proposed_by: MOCK_SECOND_OPERATOR_REF,
      proposed_at: '2026-03-10T10:40:00+03:30',
    }),
    buildTreasuryMove(),
    buildTreasuryMove({
      id: 11,
      currency: 'IRT',
      direction: 'in',
      amount: '3000000000',
      note: 'Opening float for the week',
      status: 'approved',
      proposed_by: MOCK_SECOND_OPERATOR_REF,
      proposed_at: '2026-03-09T08:00:00+03:30',
      decided_by: MOCK_ADMIN,
      decided_at: '2026-03-09T08:20:00+03:30',
    }),
    buildTreasuryMove({
      id: 10,
      direction: 'out',
      amount: '500.25',
      note: 'Back to the hot wallet for withdrawals',
      status: 'rejected',
      proposed_at: '2026-03-08T17:05:00+03:30',
      decided_by: MOCK_SECOND_OPERATOR_REF,
      decided_at: '2026-03-08T17:30:00+03:30',
      decision_note: 'The hot wallet holds enough tonight.',
    }),
  ];
}

/** Today's trading as the server answers it: three fills of USDT/IRT at 09:00 and 11:00, none of USDC/IRT. */
export function buildDeskDay(): DeskDay {
  const from = '2026-03-09T20:30:00.000Z';
  const hourStart = (hour: number) => new Date(Date.parse(from) + hour * 3_600_000).toISOString();
  const volumes: Record<number, { orders: number; fees: string; volume: string }> = {
    9: { orders: 1, fees: '15000', volume: '15000000' },
    11: { orders: 2, fees: '45150', volume: '45150000' },
  };
  return {
    day_started_at: from,
    markets: [
      {
        pair: 'USDT/IRT',
        orders: 3,
        bought: '200',
        sold: '325.5',
        net_position: '-125.5',
        quote_in: '30000000',
        quote_out: '30150000',
        fees: '60150',
        spread: '162750',
        priced_from_reference: 2,
      },
      {
        pair: 'USDC/IRT',
        orders: 0,
        bought: '0',
        sold: '0',
        net_position: '0',
        quote_in: '0',
        quote_out: '0',
        fees: '0',
        spread: '0',
        priced_from_reference: 0,
      },
    ],
    hours: Array.from({ length: 24 }, (_, hour) => ({
      starts_at: hourStart(hour),
      ...(volumes[hour] ?? { orders: 0, fees: '0', volume: '0' }),
    })),
  };
}

/** The same day before anything filled. */
export function buildEmptyDeskDay(): DeskDay {
  const day = buildDeskDay();
  return {
    ...day,
    markets: day.markets.map((market) => ({
      ...market,
      orders: 0,
      bought: '0',
      sold: '0',
      net_position: '0',
      quote_in: '0',
      quote_out: '0',
      fees: '0',
      spread: '0',
      priced_from_reference: 0,
    })),
    hours: day.hours.map((hour) => ({ ...hour, orders: 0, fees: '0', volume: '0' })),
  };
}
