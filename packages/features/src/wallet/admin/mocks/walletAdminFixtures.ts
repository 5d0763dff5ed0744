import type { components } from '../../../shared/api/schema.gen';
import {
  bankNameOf,
  buildUserRef,
  MOCK_MELLI_IBAN,
  MOCK_PARSIAN_IBAN,
} from '../../../shared/mocks/adminFixtures';

type Schemas = components['schemas'];
export type AdminWalletTransaction = Schemas['AdminWalletTransaction'];
export type WithdrawalRiskSign = Schemas['WithdrawalRiskSign'];

/** Addresses and hashes as the chain writes them (the desk's IBANs are the shared mocks'). */
export const MOCK_TRON_ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
/** A Tether deposit the watcher missed: crediting it by hash credits two transfers to two people. */
export const MOCK_MISSED_DEPOSIT_HASH = 'b7e4c1a09f3d2e8b6a5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f3a';
/** On the chain, but not confirmed yet. */
export const MOCK_UNCONFIRMED_HASH = 'c0ffee00112233445566778899aabbccddeeff00112233445566778899aabbcc';
/** Confirmed, yet it pays none of the desk's deposit addresses. */
export const MOCK_FOREIGN_HASH = 'd15ea5e0112233445566778899aabbccddeeff00112233445566778899aabbcc';

/** A deposit or withdrawal as the admin queue lists it: a pending Toman deposit with its receipt unless overridden. */
export function buildAdminWalletTransaction(
  overrides: Partial<AdminWalletTransaction> = {},
): AdminWalletTransaction {
  return {
    id: 201,
    user: buildUserRef(),
    risk_signs: [],
    over_limit: null,
    type: 'Deposit',
    currency: 'IRT',
    symbol: 'IRT',
    icon: '/icons/irt.svg',
    amount: '2500000',
    status: 'Pending',
    date: '2026-03-09T09:15:00+03:30',
    remained_balance: null,
    source_account: '6037991234567890',
    source_account_name: 'سارا احمدی',
    tracking_id: '140312345678',
    dest_iban: null,
    dest_bank: null,
    dest_address: null,
    network: null,
    description: null,
    withdrawal_type: null,
    receipt_link: null,
    deposit_receipt_link: '/api/files/501',
    trx_hash: null,
    reject_reason: null,
    fee: null,
    received_amount: null,
    reviewed_at: null,
    ...overrides,
  };
}

/** A pending Toman withdrawal to an IBAN: the amount is held, the fee comes off it. */
export function buildIrtWithdrawal(overrides: Partial<AdminWalletTransaction> = {}): AdminWalletTransaction {
  return buildAdminWalletTransaction({
    id: 203,
    user: buildUserRef({ id: 14, email: 'finance@nemoone.example', name: null }),
    type: 'Withdraw',
    amount: '50000000',
    fee: '5000',
    received_amount: '49995000',
    remained_balance: '12500000',
    date: '2026-03-09T10:40:00+03:30',
    source_account: null,
    source_account_name: null,
    tracking_id: null,
    deposit_receipt_link: null,
    dest_iban: MOCK_PARSIAN_IBAN,
    dest_bank: bankNameOf(MOCK_PARSIAN_IBAN, 'fa'),
    withdrawal_type: 'normal',
    ...overrides,
  });
}

/** A pending Tether withdrawal to a TRC-20 address: the network fee comes off the amount. */
export function buildUsdtWithdrawal(overrides: Partial<AdminWalletTransaction> = {}): AdminWalletTransaction {
  return buildAdminWalletTransaction({
    id: 202,
    user: buildUserRef({ id: 21, email: 'reza.karimi@example.com', name: 'رضا کریمی' }),
    type: 'Withdraw',
    currency: 'USDT',
    symbol: 'USDT',
    icon: '/icons/usdt.svg',
    amount: '1000',
    fee: '1',
    received_amount: '999',
    remained_balance: '250.5',
    date: '2026-03-09T10:05:00+03:30',
    source_account: null,
    source_account_name: null,
    tracking_id: null,
    deposit_receipt_link: null,
    dest_address: MOCK_TRON_ADDRESS,
    network: 'TRC20',
    withdrawal_type: 'normal',
    ...overrides,
  });
}

/** A Tether deposit as the chain watcher (or an operator's credit by hash) records it: approved at once. */
export function buildUsdtDeposit(overrides: Partial<AdminWalletTransaction> = {}): AdminWalletTransaction {
  return buildAdminWalletTransaction({
    currency: 'USDT',
    symbol: 'USDT',
    icon: '/icons/usdt.svg',
    amount: '150',
    status: 'Approved',
    source_account: null,
    source_account_name: null,
    tracking_id: null,
    deposit_receipt_link: null,
    network: 'TRC20',
    reviewed_at: '2026-03-09T12:00:00+03:30',
    ...overrides,
  });
}

/** A risk sign of a withdrawal (see `risk_signs` in openapi.yaml): no moment and no median unless given. */
export function buildRiskSign(
  kind: WithdrawalRiskSign['kind'],
  overrides: Partial<Omit<WithdrawalRiskSign, 'kind'>> = {},
): WithdrawalRiskSign {
  return { kind, at: null, median: null, ...overrides };
}

/** `minutes` before an ISO time, as an ISO time. */
function minutesBefore(time: string, minutes: number): string {
  return new Date(Date.parse(time) - minutes * 60_000).toISOString();
}

/**
 * The unusual pending withdrawals, by id, as the server would sign them given their request time: 205 looks
 * like a taken-over account (a new browser's sign-in, the password changed, an IBAN saved minutes before);
 * 206 is a person's first withdrawal, to an address they did not save; 208 is over three times the
 * person's usual Toman withdrawal. The other withdrawals are ordinary: no signs.
 */
const RISK_SIGNS: Partial<Record<number, (requestedAt: string) => WithdrawalRiskSign[]>> = {
  205: (requestedAt) => [
    buildRiskSign('new_destination', { at: minutesBefore(requestedAt, 17) }),
    buildRiskSign('security_change', { at: minutesBefore(requestedAt, 120) }),
    buildRiskSign('new_device', { at: minutesBefore(requestedAt, 40) }),
  ],
  206: () => [buildRiskSign('first_withdrawal'), buildRiskSign('new_destination')],
  208: () => [buildRiskSign('large_amount', { median: '12000000' })],
};

/** Minutes after the first fixture request, as an ISO time. */
function minutesLater(minutes: number): string {
  return new Date(Date.parse('2026-03-09T11:00:00+03:30') + minutes * 60_000).toISOString();
}

const PEOPLE = [
  ['nagar.mousavi@example.com', 'نگار موسوی'],
  ['hossein.jafari@example.com', 'حسین جعفری'],
  ['elham.sadeghi@example.com', null],
  ['mahdi.nouri@example.com', 'مهدی نوری'],
] as const;

/**
 * The wallet desk the mock server starts with, oldest first: 8 pending with one of each kind first (201 a
 * Toman deposit, 202 a Tether withdrawal, 203 a Toman withdrawal), three of the later withdrawals with risk
 * signs (RISK_SIGNS), then approved ones (a Tether deposit among them) and a rejected one for the filters.
 * Paging is the shared list's, shown on the other queues.
 */
export function buildWalletDesk(): AdminWalletTransaction[] {
  const pending = Array.from({ length: 5 }, (_, index): AdminWalletTransaction => {
    const [email, name] = PEOPLE[index % PEOPLE.length]!;
    const user = buildUserRef({ id: 40 + index, email, name });
    const id = 204 + index;
    const date = minutesLater(index * 37);
    if (index % 3 === 0)
      return buildAdminWalletTransaction({ id, user, date, amount: String(1_000_000 * (index + 1)) });
    const risk_signs = RISK_SIGNS[id]?.(date) ?? [];
    if (index % 3 === 1)
      return buildIrtWithdrawal({
        id,
        user,
        date,
        risk_signs,
        dest_iban: MOCK_MELLI_IBAN,
        dest_bank: bankNameOf(MOCK_MELLI_IBAN, 'fa'),
      });
    return buildUsdtWithdrawal({
      id,
      user,
      date,
      risk_signs,
      amount: `${index * 10}.5`,
      received_amount: `${index * 10 - 1}.5`,
    });
  });
  return [
    buildAdminWalletTransaction(),
    buildUsdtWithdrawal(),
    buildIrtWithdrawal(),
    ...pending,
    buildUsdtDeposit({
      id: 180,
      date: '2026-03-08T15:20:00+03:30',
      trx_hash: MOCK_MISSED_DEPOSIT_HASH.replace('b7', 'a1'),
    }),
    buildAdminWalletTransaction({
      id: 181,
      status: 'Approved',
      date: '2026-03-08T16:00:00+03:30',
      remained_balance: '7500000',
      reviewed_at: '2026-03-08T17:00:00+03:30',
    }),
    buildUsdtWithdrawal({
      id: 182,
      status: 'Rejected',
      date: '2026-03-08T16:30:00+03:30',
      reject_reason: 'آدرس مقصد در فهرست تحریم است.',
      reviewed_at: '2026-03-08T17:10:00+03:30',
    }),
  ];
}

/** The deposits crediting MOCK_MISSED_DEPOSIT_HASH creates: two transfers of one transaction, to two people. */
export function buildMissedDeposits(): AdminWalletTransaction[] {
  return [
    buildUsdtDeposit({
      id: 301,
      amount: '150',
      trx_hash: MOCK_MISSED_DEPOSIT_HASH,
      date: '2026-03-10T11:00:00+03:30',
      reviewed_at: '2026-03-10T11:30:00+03:30',
    }),
    buildUsdtDeposit({
      id: 302,
      user: buildUserRef({ id: 21, email: 'reza.karimi@example.com', name: 'رضا کریمی' }),
      amount: '75.25',
      trx_hash: MOCK_MISSED_DEPOSIT_HASH,
      date: '2026-03-10T11:00:00+03:30',
      reviewed_at: '2026-03-10T11:30:00+03:30',
    }),
  ];
}
