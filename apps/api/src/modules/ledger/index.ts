/**
 * ledger: the double-entry books of every person's and the desk's money. A library module (no operations
 * of its own): the wallet and trade modules move money through these functions, inside their own
 * transactions. Owns `ledger_accounts`, `ledger_transfers` and `ledger_entries` (0007_ledger.sql), and the desk's
 * stock, `desk_stock` and its reservations (0030_desk_stock.sql).
 */
export { credit, debit, hold, postHold, voidHold } from './movements.js';
export type { Described, Movement, PersonMovement } from './movements.js';
export { balancesOf, houseBalance, houseBalances } from './balances.js';
export type { HouseBalance, PersonBalance } from './balances.js';
export { listEntries } from './listEntries.js';
export { transferKindOf, type TransferKind } from './movementKinds.js';
export type { EntryPage, EntryQuery, EntryRow } from './listEntries.js';
export { checkLedger } from './checkLedger.js';
export {
  deskStockError,
  deskStockOf,
  deskStocks,
  deskStockShort,
  setStockFloor,
  moveBetweenHouseAccounts,
  releaseStock,
  reserveStock,
  translatingDeskStock,
} from './deskStock.js';
export type { DeskStock } from './deskStock.js';
export { DEMO_DESK_STOCK, seedDemoDeskStock } from './seedDemoDeskStock.js';
export type { LedgerFinding } from './checkLedger.js';
export { checkedAmount } from './amount.js';
export { insufficientBalance } from './ledgerErrors.js';
export { CURRENCIES, CURRENCY_SCALE, HOUSE_ACCOUNTS } from './currencies.js';
export type { Currency, HouseAccount } from './currencies.js';
