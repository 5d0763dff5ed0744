import type { components } from '../../shared/api/schema.gen';
import type { Locale } from '../../shared/i18n/locales';

type Schemas = components['schemas'];
export type Balance = Schemas['Balance'];
export type BankAccount = Schemas['BankAccount'];
export type DepositAddress = Schemas['DepositAddress'];
export type WalletTransaction = Schemas['WalletTransaction'];
export type Transfer = Schemas['Transfer'];

/** "Now" in the mocks: every fixture date is before it. */
export const MOCK_NOW = '2026-03-10T12:00:00+03:30';

/** A TRC20 address and a transaction hash as the chain writes them. */
export const MOCK_ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
export const MOCK_TRX_HASH = 'a3f1c9e2b7d84f0e9c6a5b4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f';
/** An IBAN with a valid checksum (bank code 054, Parsian). */
export const MOCK_IBAN = 'IR820540102680020817909002';

const BANK = {
  fa: { parsian: 'بانک پارسیان', melli: 'بانک ملی' },
  en: { parsian: 'Parsian Bank', melli: 'Melli Bank' },
};
const PEOPLE = { fa: 'سارا احمدی', en: 'Sara Ahmadi' };
const DESK = { fa: 'شرکت صراف نمونه', en: 'Sarraf Sample Co.' };

/** A balance as GET /api/wallet/balances returns it; Toman unless overridden. */
export function buildBalance(overrides: Partial<Balance> = {}): Balance {
  return { currency: 'IRT', symbol: 'IRT', available: '0', locked: '0', value_irt: '0', ...overrides };
}

/**
 * The default wallet: Toman with some held for a withdrawal, and Tether with more decimals than shown (display
 * truncates to 3) valued at the default market's buy price (92,150), rounded down as the server does.
 */
export function buildBalances(): Balance[] {
  return [
    buildBalance({ available: '125000000', locked: '2500000', value_irt: '127500000' }),
    buildBalance({
      currency: 'USDT',
      symbol: 'USDT',
      available: '1250.523456',
      locked: '20',
      value_irt: '117078736',
    }),
  ];
}

/** The default wallet while Tether has no price yet: its value is null. */
export function buildBalancesWithoutPrice(): Balance[] {
  return buildBalances().map((balance) =>
    balance.currency === 'USDT' ? { ...balance, value_irt: null } : balance,
  );
}

/** A new account: nothing in either currency. */
export function buildEmptyBalances(): Balance[] {
  return [buildBalance(), buildBalance({ currency: 'USDT', symbol: 'USDT' })];
}

/** The desk's accounts, bank names in the request's language (the server derives them from the IBAN). */
export function buildBankAccounts(locale: Locale = 'fa'): BankAccount[] {
  return [
    {
      id: 1,
      holder: DESK[locale],
      account_number: '0102680020817909002',
      iban: MOCK_IBAN,
      bank_name: BANK[locale].parsian,
    },
    {
      id: 2,
      holder: DESK[locale],
      account_number: '0100324200001',
      iban: 'IR062960000000100324200001',
      bank_name: null,
    },
  ];
}

export function buildDepositAddress(overrides: Partial<DepositAddress> = {}): DepositAddress {
  return { currency: 'USDT', network: 'TRC20', address: MOCK_ADDRESS, min_amount: '10', ...overrides };
}

/** A deposit or withdrawal as the server returns it: an approved Toman deposit unless overridden. */
export function buildWalletTransaction(overrides: Partial<WalletTransaction> = {}): WalletTransaction {
  return {
    id: 1,
    type: 'Deposit',
    currency: 'IRT',
    symbol: 'IRT',
    icon: '/icons/irt.svg',
    amount: '25000000',
    status: 'Approved',
    date: '2026-03-01T10:00:00+03:30',
    remained_balance: '125000000',
    source_account: '6037991234567890',
    source_account_name: PEOPLE.fa,
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
    reviewed_at: '2026-03-01T11:00:00+03:30',
    ...overrides,
  };
}

const USDT = { currency: 'USDT', symbol: 'USDT', icon: '/icons/usdt.svg' } as const;
const NO_BANK_SOURCE = { source_account: null, source_account_name: null, tracking_id: null } as const;

/** What the operator and the person wrote, in the story's language. */
export interface HistoryTexts {
  rejectReason: string;
  depositNote: string;
}

/**
 * The fixed transactions at the top of the history, newest first: one of each kind a detail screen shows.
 * Ids are what stories open: 135 pending Toman deposit, 134 approved Tether withdrawal, 133 rejected Toman
 * withdrawal, 132 approved Tether deposit, 131 approved Toman withdrawal, 130 rejected Toman deposit.
 */
export function buildNotableTransactions(locale: Locale, texts: HistoryTexts): WalletTransaction[] {
  const person = PEOPLE[locale];
  return [
    buildWalletTransaction({
      id: 135,
      status: 'Pending',
      date: '2026-03-10T10:15:00+03:30',
      source_account_name: person,
      description: texts.depositNote,
      remained_balance: null,
      reviewed_at: null,
    }),
    buildWalletTransaction({
      id: 134,
      type: 'Withdraw',
      ...USDT,
      ...NO_BANK_SOURCE,
      amount: '150.25',
      date: '2026-03-09T18:40:00+03:30',
      remained_balance: '1250.523456',
      dest_address: MOCK_ADDRESS,
      network: 'TRC20',
      withdrawal_type: 'normal',
      deposit_receipt_link: null,
      trx_hash: MOCK_TRX_HASH,
      fee: '1',
      received_amount: '149.25',
      reviewed_at: '2026-03-09T19:05:00+03:30',
    }),
    buildWalletTransaction({
      id: 133,
      type: 'Withdraw',
      ...NO_BANK_SOURCE,
      amount: '5000000',
      status: 'Rejected',
      date: '2026-03-08T09:00:00+03:30',
      remained_balance: '120000000',
      dest_iban: MOCK_IBAN,
      dest_bank: BANK[locale].parsian,
      withdrawal_type: 'normal',
      deposit_receipt_link: null,
      reject_reason: texts.rejectReason,
      fee: '0',
      received_amount: '5000000',
      reviewed_at: '2026-03-08T11:30:00+03:30',
    }),
    buildWalletTransaction({
      id: 132,
      ...USDT,
      ...NO_BANK_SOURCE,
      amount: '1000.123456',
      date: '2026-03-07T15:20:00+03:30',
      remained_balance: '1400.773456',
      network: 'TRC20',
      deposit_receipt_link: null,
      trx_hash: MOCK_TRX_HASH.split('').reverse().join(''),
      reviewed_at: '2026-03-07T15:32:00+03:30',
    }),
    buildWalletTransaction({
      id: 131,
      type: 'Withdraw',
      ...NO_BANK_SOURCE,
      amount: '10000000',
      date: '2026-03-06T08:10:00+03:30',
      remained_balance: '100000000',
      dest_iban: MOCK_IBAN,
      dest_bank: BANK[locale].parsian,
      withdrawal_type: 'normal',
      receipt_link: '/api/files/502',
      deposit_receipt_link: null,
      fee: '0',
      received_amount: '10000000',
      reviewed_at: '2026-03-06T13:00:00+03:30',
    }),
    buildWalletTransaction({
      id: 130,
      amount: '3000000',
      status: 'Rejected',
      date: '2026-03-05T12:00:00+03:30',
      source_account_name: person,
      remained_balance: null,
      reject_reason: texts.rejectReason,
      reviewed_at: '2026-03-05T16:00:00+03:30',
    }),
  ];
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** An ISO time `days` before `from`, in Tehran's offset as the server writes it. */
function daysBefore(from: string, days: number): string {
  const shifted = new Date(Date.parse(from) - days * DAY_MS + 3.5 * 60 * 60 * 1000);
  return `${shifted.toISOString().slice(0, 19)}+03:30`;
}

/**
 * The whole history: the notable six, then 29 older approved deposits alternating Toman and Tether, one a
 * day: 35 in all, so a list has a second page (30 a page).
 */
export function buildTransactionHistory(locale: Locale, texts: HistoryTexts): WalletTransaction[] {
  const older = Array.from({ length: 29 }, (_, index) => {
    const id = 129 - index;
    const date = daysBefore('2026-03-04T10:00:00+03:30', index);
    return index % 2 === 0
      ? buildWalletTransaction({
          id,
          amount: String(1_000_000 * (index + 1)),
          date,
          source_account_name: PEOPLE[locale],
          reviewed_at: daysBefore('2026-03-04T12:00:00+03:30', index),
        })
      : buildWalletTransaction({
          id,
          ...USDT,
          ...NO_BANK_SOURCE,
          amount: `${index * 10}.5`,
          date,
          network: 'TRC20',
          deposit_receipt_link: null,
          trx_hash: MOCK_TRX_HASH,
          remained_balance: `${400 + index}.5`,
          reviewed_at: date,
        });
  });
  return [...buildNotableTransactions(locale, texts), ...older];
}

/**
 * The balance movements of a history, newest first, as the ledger writes them: a deposit when approved, a
 * withdrawal's hold when requested and its release when rejected; plus one trade (a buy and its fee).
 */
export function buildTransfersFor(transactions: readonly WalletTransaction[]): Transfer[] {
  const entries: Array<Omit<Transfer, 'id'>> = [];
  const entry = (
    transaction: WalletTransaction,
    kind: Transfer['kind'],
    direction: Transfer['direction'],
    createdAt: string,
    balanceAfter: string,
  ) =>
    entries.push({
      currency: transaction.currency,
      kind,
      direction,
      amount: transaction.amount,
      balance_after: balanceAfter,
      order_id: null,
      wallet_transaction_id: transaction.id,
      description: null,
      created_at: createdAt,
    });
  for (const transaction of transactions) {
    const after = transaction.remained_balance ?? '0';
    if (transaction.type === 'Deposit' && transaction.status === 'Approved') {
      entry(transaction, 'deposit', 'in', transaction.reviewed_at ?? transaction.date, after);
    }
    if (transaction.type === 'Withdraw') {
      entry(transaction, 'withdraw', 'out', transaction.date, after);
      if (transaction.status === 'Rejected') {
        entry(
          transaction,
          'withdraw_release',
          'in',
          transaction.reviewed_at ?? transaction.date,
          '125000000',
        );
      }
    }
  }
  const trade = { order_id: 42, wallet_transaction_id: null, description: null } as const;
  entries.push(
    {
      ...trade,
      currency: 'IRT',
      kind: 'buy',
      direction: 'out',
      amount: '9215000',
      balance_after: '110785000',
      created_at: '2026-03-06T09:00:00+03:30',
    },
    {
      ...trade,
      currency: 'USDT',
      kind: 'buy',
      direction: 'in',
      amount: '100',
      balance_after: '500.65',
      created_at: '2026-03-06T09:00:00+03:30',
    },
    {
      ...trade,
      currency: 'IRT',
      kind: 'fee',
      direction: 'out',
      amount: '9215',
      balance_after: '110775785',
      created_at: '2026-03-06T09:00:00+03:30',
    },
  );
  entries.sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
  return entries.map((item, index) => ({ id: entries.length - index, ...item }));
}

/** One page of `items` as the server pages a list (30 a page unless said). */
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
