/**
 * chain: Tether (USDT TRC-20) deposits. A library for the wallet module, no operations of its own: each
 * person's deposit address (derived from an xpub), TRON address checks, and the watcher that finds deposits
 * on chain and hands each one, once, to the credit function the wallet passes in. Owns `deposit_addresses`,
 * `chain_deposits` and `chain_scan_cursors` (migrations/0009).
 */
export { isTronAddress, tronAddressToEvmHex, tronAddressFromEvmHex } from './tronAddress.js';
export { deriveTronAddress } from './deriveDepositAddress.js';
export {
  assignDepositAddress,
  findDepositAddress,
  listWatchedAddresses,
  type AssignOptions,
  type DepositAddress,
  type WatchedAddress,
} from './depositAddressRepository.js';
export { creditedTransactions, recordChainDeposit, type ChainDeposit } from './chainDepositRepository.js';
export { databaseCursorStore, type CursorStore, type ScanCursor } from './scanCursorStore.js';
export type { ChainSource, EventLog, ListedTransfer, TransactionInfo, TransferPage } from './ChainSource.js';
export { ChainSourceInvalidAnswer, ChainSourceUnavailable } from './ChainSourceError.js';
export { createTronGridSource, type TronGridOptions } from './tronGridSource.js';
export { TRANSFER_TOPIC, tokenTransfersTo, type TokenTransfer } from './transferLogs.js';
export { usdtFromBaseUnits, usdtToBaseUnits, USDT_DECIMALS } from './usdtAmount.js';
export {
  scanDeposits,
  type CreditDeposit,
  type RefusalReason,
  type ScanOptions,
  type ScanReport,
} from './scanDeposits.js';
export {
  SCAN_QUEUE,
  startChainWatcher,
  type ChainWatcher,
  type ChainWatcherOptions,
  type WatcherDatabase,
} from './startChainWatcher.js';
