import type { LedgerCurrency, LedgerHouseKind } from '../../db/schema.js';

export type Currency = LedgerCurrency;
/** The desk's own accounts. Their balance is the sum of their entries (no balance row to wait on). */
export type HouseAccount = LedgerHouseKind;

export const CURRENCIES = ['IRT', 'USDT'] as const satisfies readonly Currency[];
export const HOUSE_ACCOUNTS = [
  'bank',
  'hot_wallet',
  'fees',
  'inventory',
  'referral',
] as const satisfies readonly HouseAccount[];

/** Decimals a ledger amount may have: whole Toman, Tether to the micro-unit (the CHECKs of 0007_ledger.sql). */
export const CURRENCY_SCALE: Record<Currency, number> = { IRT: 0, USDT: 6 };
