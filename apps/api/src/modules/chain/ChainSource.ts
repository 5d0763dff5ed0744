/**
 * Where deposits are read from. The TronGrid adapter (tronGridSource.ts) is one; a node of our own would be
 * another. Every method answers completely or throws: a partial answer is never returned, so nothing is
 * credited on one.
 */
export interface ChainSource {
  /**
   * Incoming token transfers to `address` at or after `minTimestampMs` (block time), oldest first, one page at
   * a time (`next` is undefined on the last page). These are leads only: each is confirmed through
   * `transactionInfo` before anything is credited.
   */
  listIncomingTransfers(address: string, minTimestampMs: number, next?: string): Promise<TransferPage>;
  /** The execution result of a transaction on the solidified chain; undefined while it is not solid (yet). */
  transactionInfo(txHash: string): Promise<TransactionInfo | undefined>;
  /** The newest solidified block's number: blocks at or below it are final. */
  solidBlockNumber(): Promise<number>;
}

export interface TransferPage {
  transfers: ListedTransfer[];
  /** Opaque continuation of the listing, when there is more. */
  next: string | undefined;
}

export interface ListedTransfer {
  /** 64 lowercase hex digits. */
  txHash: string;
  /** Block time in milliseconds. */
  blockTimestampMs: number;
  /** The token contract the listing claims (base58). A hint only: the receipt's logs decide. */
  tokenContract: string;
  /** The recipient the listing claims (base58). */
  to: string;
}

export interface TransactionInfo {
  txHash: string;
  blockNumber: number;
  blockTimestampMs: number;
  /** The contract call succeeded (TRON: receipt.result === 'SUCCESS'); a reverted transfer moved nothing. */
  succeeded: boolean;
  /** Event logs in emission order: a log's position here is its log index. */
  logs: EventLog[];
}

export interface EventLog {
  /** The emitting contract's 20-byte account id, 40 lowercase hex digits. */
  contract: string;
  /** 32-byte topics, 64 lowercase hex digits each. */
  topics: string[];
  /** Hex without 0x. */
  data: string;
}
