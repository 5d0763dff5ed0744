import type { ChainSource, ListedTransfer } from './ChainSource.js';
import { ChainSourceInvalidAnswer, ChainSourceUnavailable } from './ChainSourceError.js';
import type { ChainDeposit } from './chainDepositRepository.js';
import type { WatchedAddress } from './depositAddressRepository.js';
import type { CursorStore } from './scanCursorStore.js';
import { tokenTransfersTo } from './transferLogs.js';
import { tronAddressToEvmHex } from './tronAddress.js';
import { usdtFromBaseUnits, usdtToBaseUnits } from './usdtAmount.js';

/**
 * Credits one deposit and says whether this call credited it (false: it was credited before). The wallet's
 * implementation runs one transaction: `recordChainDeposit(trx, deposit, now)`, and only when that returns
 * true, the ledger entry. Called again for the same (txHash, logIndex) by every scan that sees it.
 */
export type CreditDeposit = (deposit: ChainDeposit) => Promise<boolean>;

export interface ScanOptions {
  source: ChainSource;
  /** In the order to scan them (listWatchedAddresses: least recently scanned first). */
  addresses: readonly WatchedAddress[];
  cursorStore: CursorStore;
  credit: CreditDeposit;
  now: () => Date;
  /** The USDT contract (base58): only Transfer events it emitted count. */
  usdtContract: string;
  /** Transfers below this (USDT, decimal string) are dust: not credited. */
  depositMinimum: string;
  /** How far behind the cursor each listing starts. */
  overlapSeconds: number;
  /** Listing pages per address in one scan. @default 20 */
  maxPagesPerAddress?: number;
  /**
   * Of these transactions, the ones credited before (`creditedTransactions(db, hashes)`). When given, a
   * transaction the overlap window lists again is not looked up a second time once a scan has settled it.
   */
  creditedTransactions?: (txHashes: readonly string[]) => Promise<Set<string>>;
}

export type RefusalReason = 'reverted' | 'notUsdt' | 'belowMinimum' | 'tooLarge';

export interface ScanReport {
  /** Deposits this scan credited (credit returned true). */
  credited: ChainDeposit[];
  /** Deposits seen again that were credited before. */
  alreadyCredited: number;
  /** Transactions listed but not final on the solidified chain yet: looked at again next scan. */
  pending: string[];
  /** Transfers that will never be credited, and why (logIndex is absent when the whole transaction is out). */
  refused: { txHash: string; logIndex?: number; reason: RefusalReason }[];
  /** Addresses whose scan failed on an answer we could not trust; their cursors did not move. */
  failed: { address: string; error: Error }[];
  /** Set when the source asked us to back off (429, 5xx, timeouts): the scan stopped there. */
  backoff: { retryAfterSeconds: number | undefined; reason: string } | undefined;
}

type Outcome = 'settled' | 'pending';

/**
 * One pass over the watched addresses: list each one's incoming transfers since its cursor (minus the
 * overlap), confirm every transaction on the solidified chain, credit each USDT Transfer log to the address,
 * then move the cursor to the oldest transfer still pending (or the newest one seen). Safe to run twice or
 * concurrently: crediting is idempotent per (txHash, logIndex), and a cursor only ever claims what its own
 * scan settled.
 */
export async function scanDeposits(options: ScanOptions): Promise<ScanReport> {
  const report: ScanReport = {
    credited: [],
    alreadyCredited: 0,
    pending: [],
    refused: [],
    failed: [],
    backoff: undefined,
  };
  const contractHex = tronAddressToEvmHex(options.usdtContract);
  const minimumUnits = usdtToBaseUnits(options.depositMinimum);
  let solidHead: number | undefined;

  /** Looks a transaction up on the solidified chain and credits its USDT transfers to `watched`. */
  async function settle(
    transfer: ListedTransfer,
    watched: WatchedAddress,
    recipientHex: string,
  ): Promise<Outcome> {
    const info = await options.source.transactionInfo(transfer.txHash);
    if (!info) return 'pending';
    // One head per scan: a transaction that became final after we asked waits for the next scan.
    solidHead ??= await options.source.solidBlockNumber();
    if (info.blockNumber > solidHead) return 'pending';
    if (!info.succeeded) {
      report.refused.push({ txHash: info.txHash, reason: 'reverted' });
      return 'settled';
    }
    const transfers = tokenTransfersTo(info, contractHex, recipientHex);
    if (transfers.length === 0) report.refused.push({ txHash: info.txHash, reason: 'notUsdt' });
    for (const { logIndex, units } of transfers) {
      if (units < minimumUnits) {
        report.refused.push({ txHash: info.txHash, logIndex, reason: 'belowMinimum' });
        continue;
      }
      // numeric(38,6): USDT's whole supply is far below; a larger value is not a real transfer.
      if (units >= 10n ** 38n) {
        report.refused.push({ txHash: info.txHash, logIndex, reason: 'tooLarge' });
        continue;
      }
      const deposit: ChainDeposit = {
        txHash: info.txHash,
        logIndex,
        address: watched.address,
        userId: watched.userId,
        amount: usdtFromBaseUnits(units),
        blockNumber: info.blockNumber,
        blockTimestamp: new Date(info.blockTimestampMs),
      };
      if (await options.credit(deposit)) report.credited.push(deposit);
      else report.alreadyCredited += 1;
    }
    return 'settled';
  }

  async function scanAddress(watched: WatchedAddress): Promise<void> {
    const recipientHex = tronAddressToEvmHex(watched.address);
    const cursor = await options.cursorStore.get(watched.address);
    // Strictly before this, everything was settled by an earlier scan.
    const settledBefore = cursor?.settledUntilMs ?? 0;
    const since = !cursor
      ? 0
      : cursor.midListing
        ? cursor.settledUntilMs
        : Math.max(0, cursor.settledUntilMs - options.overlapSeconds * 1000);
    const outcomes = new Map<string, Outcome>();
    let oldestPending: number | undefined;
    let newestSeen: number | undefined;
    let next: string | undefined;
    let pages = 0;
    do {
      const page = await options.source.listIncomingTransfers(watched.address, since, next);
      const rereads = page.transfers.filter((t) => t.blockTimestampMs < settledBefore).map((t) => t.txHash);
      const settledEarlier =
        options.creditedTransactions && rereads.length > 0
          ? await options.creditedTransactions(rereads)
          : new Set<string>();
      for (const transfer of page.transfers) {
        newestSeen = Math.max(newestSeen ?? 0, transfer.blockTimestampMs);
        // The listing is a lead: a transfer it says is another token's, or someone else's, is not looked up.
        if (transfer.tokenContract !== options.usdtContract || transfer.to !== watched.address) continue;
        // Credited by a scan that then moved the cursor past it: all of its transfers were credited.
        if (transfer.blockTimestampMs < settledBefore && settledEarlier.has(transfer.txHash)) continue;
        // One transaction listed twice (two transfers to us) is looked up once; its logs give both.
        let outcome = outcomes.get(transfer.txHash);
        if (!outcome) {
          outcome = await settle(transfer, watched, recipientHex);
          outcomes.set(transfer.txHash, outcome);
          if (outcome === 'pending') report.pending.push(transfer.txHash);
        }
        if (outcome === 'pending')
          oldestPending = Math.min(oldestPending ?? Infinity, transfer.blockTimestampMs);
      }
      next = page.next;
      pages += 1;
      // Pages come oldest first, so everything before the newest time seen has been listed and settled,
      // unless it is still pending; at the listing's end the newest time itself is settled too (more at that
      // time on a next page would not be). Saved per page: a later 429 keeps the progress made.
      const seen = newestSeen === undefined ? settledBefore : next ? newestSeen : newestSeen + 1;
      const settledUntilMs = oldestPending ?? Math.max(settledBefore, seen);
      await options.cursorStore.set(
        watched.address,
        { settledUntilMs, midListing: next !== undefined },
        options.now(),
      );
    } while (next && pages < (options.maxPagesPerAddress ?? 20));
  }

  for (const watched of options.addresses) {
    try {
      await scanAddress(watched);
    } catch (error) {
      if (error instanceof ChainSourceUnavailable) {
        // More requests now would only extend the limit: stop the whole scan, the next one resumes.
        report.backoff = { retryAfterSeconds: error.retryAfterSeconds, reason: error.detail };
        break;
      }
      if (error instanceof ChainSourceInvalidAnswer) {
        report.failed.push({ address: watched.address, error });
        continue;
      }
      throw error; // the database (crediting, cursors): nothing sensible to do but stop and say so
    }
  }
  return report;
}
