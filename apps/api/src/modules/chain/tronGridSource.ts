import type { ChainSource, EventLog, ListedTransfer, TransactionInfo, TransferPage } from './ChainSource.js';
import { ChainSourceInvalidAnswer, ChainSourceUnavailable } from './ChainSourceError.js';
import { isTronAddress } from './tronAddress.js';

export interface TronGridOptions {
  /** e.g. https://api.trongrid.io (no trailing slash needed). */
  baseUrl: string;
  /** Sent as TRON-PRO-API-KEY when given. */
  apiKey?: string | undefined;
  /** The token whose transfers are listed (base58): the listing is filtered by it. */
  tokenContract: string;
  /** One request, at most. @default 15000 */
  timeoutMs?: number;
}

/** TronGrid's largest page. */
const PAGE_LIMIT = 200;
const TX_HASH = /^[0-9a-f]{64}$/;

/**
 * ChainSource over TronGrid's HTTP API: the v1 listing of an account's TRC-20 transfers for leads, and the
 * solidity node (`/walletsolidity/...`) for what is final. 429 and 5xx (and timeouts, refused connections)
 * become ChainSourceUnavailable, anything unexpected ChainSourceInvalidAnswer: never a partial answer.
 */
export function createTronGridSource(options: TronGridOptions): ChainSource {
  if (!isTronAddress(options.tokenContract)) {
    throw new Error(`the token contract is not a TRON address: ${options.tokenContract}`);
  }
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 15_000;
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.apiKey) headers['TRON-PRO-API-KEY'] = options.apiKey;

  async function request(path: string, body?: unknown): Promise<Record<string, unknown>> {
    const what = `${body === undefined ? 'GET' : 'POST'} ${path.split('?')[0]}`;
    let response: Response;
    try {
      response = await fetch(`${baseUrl}${path}`, {
        method: body === undefined ? 'GET' : 'POST',
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      throw new ChainSourceUnavailable(`${what}: ${(error as Error).message}`);
    }
    const text = await response.text().catch(() => '');
    if (response.status === 429 || response.status >= 500) {
      throw new ChainSourceUnavailable(
        `${what} answered ${response.status}`,
        retryAfterSeconds(response.headers.get('retry-after')),
      );
    }
    if (!response.ok) throw new ChainSourceInvalidAnswer(`${what} answered ${response.status}`);
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new ChainSourceInvalidAnswer(`${what} did not answer JSON`);
    }
    if (!isObject(parsed)) throw new ChainSourceInvalidAnswer(`${what} did not answer an object`);
    // Nodes report some failures (overload included) as 200 with an Error field: trust nothing in it.
    if ('Error' in parsed || 'error' in parsed) {
      throw new ChainSourceInvalidAnswer(
        `${what} answered an error: ${JSON.stringify(parsed).slice(0, 200)}`,
      );
    }
    return parsed;
  }

  return {
    async listIncomingTransfers(address, minTimestampMs, next): Promise<TransferPage> {
      const query = new URLSearchParams({
        only_confirmed: 'true',
        only_to: 'true',
        contract_address: options.tokenContract,
        min_timestamp: String(Math.max(0, Math.floor(minTimestampMs))),
        limit: String(PAGE_LIMIT),
        // Oldest first, so a scan that stops part way (a page limit, a 429) has settled a prefix of time.
        order_by: 'block_timestamp,asc',
      });
      if (next) query.set('fingerprint', next);
      const body = await request(`/v1/accounts/${encodeURIComponent(address)}/transactions/trc20?${query}`);
      if (body.success !== true || !Array.isArray(body.data)) {
        throw new ChainSourceInvalidAnswer('the transfer listing is not a successful list');
      }
      const transfers = body.data.map(listedTransfer);
      const meta = isObject(body.meta) ? body.meta : {};
      const fingerprint =
        typeof meta.fingerprint === 'string' && meta.fingerprint ? meta.fingerprint : undefined;
      // An empty page with a fingerprint would page forever.
      return { transfers, next: transfers.length > 0 ? fingerprint : undefined };
    },

    async transactionInfo(txHash): Promise<TransactionInfo | undefined> {
      const body = await request('/walletsolidity/gettransactioninfobyid', { value: txHash });
      // The solidity node answers {} for a transaction it does not have as final (yet).
      if (Object.keys(body).length === 0) return undefined;
      return transactionInfo(body, txHash);
    },

    async solidBlockNumber(): Promise<number> {
      const body = await request('/walletsolidity/getnowblock', {});
      const header = isObject(body.block_header) ? body.block_header : undefined;
      const raw = header && isObject(header.raw_data) ? header.raw_data : undefined;
      const number = raw?.number;
      if (!isCount(number)) throw new ChainSourceInvalidAnswer('getnowblock has no block number');
      return number;
    },
  };
}

function listedTransfer(item: unknown): ListedTransfer {
  if (!isObject(item)) throw new ChainSourceInvalidAnswer('a listed transfer is not an object');
  const token = isObject(item.token_info) ? item.token_info : {};
  const { transaction_id: txHash, block_timestamp: timestamp, to } = item;
  if (typeof txHash !== 'string' || !TX_HASH.test(txHash.toLowerCase())) {
    throw new ChainSourceInvalidAnswer('a listed transfer has no transaction id');
  }
  if (!isCount(timestamp)) throw new ChainSourceInvalidAnswer('a listed transfer has no block time');
  return {
    txHash: txHash.toLowerCase(),
    blockTimestampMs: timestamp,
    tokenContract: typeof token.address === 'string' ? token.address : '',
    to: typeof to === 'string' ? to : '',
  };
}

function transactionInfo(body: Record<string, unknown>, txHash: string): TransactionInfo {
  const id = typeof body.id === 'string' ? body.id.toLowerCase() : undefined;
  if (id !== txHash)
    throw new ChainSourceInvalidAnswer(`transaction info for ${txHash} names ${String(body.id)}`);
  const { blockNumber, blockTimeStamp } = body;
  if (!isCount(blockNumber) || !isCount(blockTimeStamp)) {
    throw new ChainSourceInvalidAnswer(`transaction info for ${txHash} has no block`);
  }
  const receipt = isObject(body.receipt) ? body.receipt : {};
  // A contract call's receipt says SUCCESS, or why it failed (REVERT, OUT_OF_ENERGY...); `result: FAILED` at
  // the top level is the node's own summary of a failure.
  const succeeded = receipt.result === 'SUCCESS' && body.result !== 'FAILED';
  const rawLogs = body.log ?? [];
  if (!Array.isArray(rawLogs)) throw new ChainSourceInvalidAnswer(`transaction ${txHash} has malformed logs`);
  return { txHash, blockNumber, blockTimestampMs: blockTimeStamp, succeeded, logs: rawLogs.map(eventLog) };
}

function eventLog(raw: unknown): EventLog {
  if (!isObject(raw) || typeof raw.address !== 'string' || !Array.isArray(raw.topics)) {
    throw new ChainSourceInvalidAnswer('an event log is malformed');
  }
  const plain = (value: unknown) => (typeof value === 'string' ? value.toLowerCase().replace(/^0x/, '') : '');
  let contract = plain(raw.address);
  // Logs name the contract by its 20-byte id; some nodes put TRON's 41 prefix in front.
  if (contract.length === 42 && contract.startsWith('41')) contract = contract.slice(2);
  return { contract, topics: raw.topics.map(plain), data: plain(raw.data) };
}

/** Retry-After in seconds; the HTTP-date form is ignored (the caller then waits its own interval). */
function retryAfterSeconds(header: string | null): number | undefined {
  const value = header?.trim();
  return value && /^[0-9]{1,6}$/.test(value) ? Number(value) : undefined;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}
