import type { components } from '../../shared/api/schema.gen';

type Balance = components['schemas']['Balance'];
type WithdrawTerms = components['schemas']['WithdrawTerms'];
type SavedIban = components['schemas']['SavedIban'];
type SavedAddress = components['schemas']['SavedAddress'];
type WalletTransaction = components['schemas']['WalletTransaction'];

/** The fixtures' clock: every time a mock answers is this moment or before it. */
export const MOCK_NOW = '2026-03-21T10:30:00+03:30';

/**
 * When a destination saved while secure-withdrawal mode is in force may first be used. The stories run on
 * the real clock, not MOCK_NOW, so its wait ends far ahead of any day they run on.
 */
export const MOCK_USABLE_AT = '2036-03-22T10:30:00+03:30';

/** Valid IBANs (checksum and bank code) and TRON addresses the fixtures and stories share. */
export const SAMPLE = {
  /** Parsian Bank, as banks print it. */
  parsianIban: 'IR820540102680020817909002',
  /** Melli. */
  melliIban: 'IR050170000000123456789012',
  /** Saman Bank: a new IBAN the stories type. */
  samanIban: 'IR210560000000555566667777',
  /** The Parsian IBAN with its last digit changed: a typo the check digits catch. */
  mistypedIban: 'IR820540102680020817909003',
  hardwareWallet: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
  exchangeWallet: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  /** A valid TRON address no fixture has saved: the stories type it as a new one. */
  newWallet: 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7',
  /** The first address with its last character changed. */
  mistypedAddress: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSF',
  /** The code the person's authenticator app shows now; the mock server takes it once. */
  appCode: '492817',
  /** The app's next code, 30 seconds later: what the person types after a wrong one. */
  nextAppCode: '730156',
  /** A code the app never showed. */
  wrongCode: '123456',
} as const;

/** Both balances, always (contract): 125,000,000 Toman and 1,250.5 Tether available unless overridden. */
export function buildBalances(available: { IRT?: string; USDT?: string } = {}): Balance[] {
  return [
    {
      currency: 'IRT',
      symbol: 'IRT',
      available: available.IRT ?? '125000000',
      locked: '0',
      value_irt: available.IRT ?? '125000000',
    },
    {
      currency: 'USDT',
      symbol: 'USDT',
      available: available.USDT ?? '1250.5',
      locked: '20',
      value_irt: '117060400',
    },
  ];
}

/** The terms of both currencies as the contract's example gives them, with overrides per currency. */
export function buildWithdrawTerms(
  overrides: { IRT?: Partial<WithdrawTerms>; USDT?: Partial<WithdrawTerms> } = {},
): WithdrawTerms[] {
  return [
    {
      currency: 'IRT',
      network: null,
      min_amount: '100000',
      fee: '0',
      daily_limit: '1000000000',
      remaining_today: '1000000000',
      ...overrides.IRT,
    },
    {
      currency: 'USDT',
      network: 'TRC20',
      min_amount: '10',
      fee: '1',
      daily_limit: '10000',
      remaining_today: '9850',
      ...overrides.USDT,
    },
  ];
}

export function buildSavedIban(overrides: Partial<SavedIban> = {}): SavedIban {
  return {
    id: 7,
    owner_name: 'سارا احمدی',
    iban: SAMPLE.parsianIban,
    bank_name: 'بانک پارسیان',
    created_at: '2026-02-10T09:00:00+03:30',
    usable_at: null,
    ...overrides,
  };
}

/** Two saved IBANs, newest first, as GET /api/wallet/ibans lists them. */
export function buildSavedIbans(): SavedIban[] {
  return [
    buildSavedIban(),
    buildSavedIban({
      id: 5,
      owner_name: 'سارا احمدی',
      iban: SAMPLE.melliIban,
      bank_name: 'بانک ملی ایران',
      created_at: '2026-01-05T12:00:00+03:30',
    }),
  ];
}

export function buildSavedAddress(overrides: Partial<SavedAddress> = {}): SavedAddress {
  return {
    id: 3,
    label: 'کیف پول سخت‌افزاری',
    network: 'TRC20',
    address: SAMPLE.hardwareWallet,
    created_at: '2026-02-12T18:00:00+03:30',
    usable_at: null,
    ...overrides,
  };
}

/** Two saved addresses, newest first; the older one has no label. */
export function buildSavedAddresses(): SavedAddress[] {
  return [
    buildSavedAddress(),
    buildSavedAddress({
      id: 2,
      label: null,
      address: SAMPLE.exchangeWallet,
      created_at: '2026-01-20T08:00:00+03:30',
    }),
  ];
}

/** A pending withdrawal as the withdraw calls answer it (201). */
export function buildWithdrawal(overrides: Partial<WalletTransaction> = {}): WalletTransaction {
  return {
    id: 4012,
    type: 'Withdraw',
    currency: 'IRT',
    symbol: 'IRT',
    icon: '/icons/irt.svg',
    amount: '5000000',
    status: 'Pending',
    date: MOCK_NOW,
    remained_balance: '120000000',
    source_account: null,
    source_account_name: null,
    tracking_id: null,
    dest_iban: SAMPLE.parsianIban,
    dest_bank: 'بانک پارسیان',
    dest_address: null,
    network: null,
    description: null,
    withdrawal_type: 'normal',
    receipt_link: null,
    deposit_receipt_link: null,
    trx_hash: null,
    reject_reason: null,
    fee: '0',
    received_amount: '5000000',
    reviewed_at: null,
    ...overrides,
  };
}
