import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { createBase58check, hex } from '@scure/base';

/**
 * An in-process stand-in for the three TronGrid endpoints the deposit watcher uses, answering from fixtures
 * the test sets: the v1 TRC-20 listing (filters, ordering and fingerprint paging as TronGrid does them), the
 * solidity node's transaction info and its newest block. It records every request and can fail the next
 * ones on an endpoint with a chosen status. Its address codec is its own (not the module's), so a bug there
 * cannot hide itself. A test in another process (the browser journeys) drives it through paths TronGrid does
 * not have: `POST /fake/transfers` (see `confirmTransfer`) and `GET /fake/requests` (counts per endpoint).
 */

const base58check = createBase58check(sha256);
const TRANSFER_TOPIC = hex.encode(keccak_256(new TextEncoder().encode('Transfer(address,address,uint256)')));

/** 40 hex digits of an address's account id (without TRON's 41 prefix). */
export function accountHexOf(address: string): string {
  const payload = base58check.decode(address);
  if (payload.length !== 21 || payload[0] !== 0x41)
    throw new Error(`fixture address is not TRON: ${address}`);
  return hex.encode(payload.subarray(1));
}

/** A valid TRON address for a fixture name ("alice", "sender-1"). */
export function fixtureAddress(label: string): string {
  const id = createHash('sha256').update(`address:${label}`).digest().subarray(0, 20);
  return base58check.encode(Uint8Array.from([0x41, ...id]));
}

/** A transaction hash for a fixture name. */
export function fixtureTxHash(label: string): string {
  return createHash('sha256').update(`tx:${label}`).digest('hex');
}

export const USDT_CONTRACT = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

/** One row of the account listing (what TronGrid's indexer claims). */
export interface FakeListedTransfer {
  txHash: string;
  to: string;
  from?: string;
  /** The token's contract as the listing shows it. @default USDT_CONTRACT */
  tokenContract?: string;
  /** @default 'USDT' */
  symbol?: string;
  /** Base units, as the listing shows them. @default '1000000' */
  value?: string;
  blockTimestampMs: number;
}

/** A Transfer event as the chain recorded it. */
export interface FakeTransferLog {
  /** The emitting contract. @default USDT_CONTRACT */
  contract?: string;
  from?: string;
  to: string;
  /** Base units. */
  units: bigint;
}

/** What the solidity node knows about a transaction. */
export interface FakeTransactionInfo {
  blockNumber: number;
  blockTimestampMs: number;
  /** @default 'SUCCESS' */
  receiptResult?: string;
  logs: FakeTransferLog[];
}

export type FakeEndpoint = 'listing' | 'transactionInfo' | 'nowBlock';

export interface RecordedRequest {
  endpoint: FakeEndpoint | 'control' | 'unknown';
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface FailureOptions {
  /** How many requests fail. @default 1 */
  times?: number;
  /** Sent as Retry-After. */
  retryAfterSeconds?: number;
  /** Requests to the endpoint answered normally before the failures start. @default 0 */
  after?: number;
}

interface Failure {
  endpoint: FakeEndpoint;
  status: number;
  retryAfterSeconds: number | undefined;
  skip: number;
  remaining: number;
}

export class FakeTronGrid {
  url = '';
  readonly requests: RecordedRequest[] = [];
  /** getnowblock's block number. */
  solidHead = 0;
  /** The largest page served, whatever `limit` asks for (small values exercise paging). */
  pageSize = 200;
  /** When false the listing ignores `contract_address`, as a careless indexer might. */
  filterByContract = true;
  private readonly listed: FakeListedTransfer[] = [];
  private readonly infos = new Map<string, FakeTransactionInfo>();
  private failures: Failure[] = [];
  private server: Server | undefined;

  /** Listens on 127.0.0.1 at `port` (0: any free port; `url` says which). */
  static async start(port = 0): Promise<FakeTronGrid> {
    const fake = new FakeTronGrid();
    const server = createServer((request, response) => {
      fake.handle(request, response).catch((error: Error) => {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ Error: error.message }));
      });
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    fake.server = server;
    fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return fake;
  }

  async close(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Adds rows to the account listing. */
  list(...transfers: FakeListedTransfer[]): void {
    this.listed.push(...transfers);
  }

  /** Makes the solidity node know a transaction (replacing what it knew). */
  solidify(txHash: string, info: FakeTransactionInfo): void {
    this.infos.set(txHash, info);
  }

  /**
   * A USDT transfer to `to` that the listing shows and the solidified chain holds: one block above the
   * current head, which moves up to it.
   */
  confirmTransfer(transfer: { txHash: string; to: string; units: bigint; blockTimestampMs: number }): void {
    this.solidHead += 1;
    this.list({
      txHash: transfer.txHash,
      to: transfer.to,
      value: transfer.units.toString(),
      blockTimestampMs: transfer.blockTimestampMs,
    });
    this.solidify(transfer.txHash, {
      blockNumber: this.solidHead,
      blockTimestampMs: transfer.blockTimestampMs,
      logs: [{ to: transfer.to, units: transfer.units }],
    });
  }

  /** Upcoming requests to `endpoint` answer `status` (with Retry-After when given) instead. */
  failNext(endpoint: FakeEndpoint, status: number, options: FailureOptions = {}): void {
    this.failures.push({
      endpoint,
      status,
      retryAfterSeconds: options.retryAfterSeconds,
      skip: options.after ?? 0,
      remaining: options.times ?? 1,
    });
  }

  requestsTo(endpoint: FakeEndpoint): RecordedRequest[] {
    return this.requests.filter((request) => request.endpoint === endpoint);
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://fake');
    const body = request.method === 'POST' ? await readJson(request) : undefined;
    const endpoint = endpointOf(request.method ?? '', url.pathname);
    this.requests.push({
      endpoint,
      method: request.method ?? '',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: request.headers,
      body,
    });
    const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify(payload));
    };
    if (endpoint === 'control') return this.answerControl(request.method, body, send);
    if (endpoint === 'unknown') return send(404, { Error: 'no such endpoint' });
    const failure = this.failures.find((f) => f.endpoint === endpoint && f.remaining > 0);
    if (failure && failure.skip > 0) failure.skip -= 1;
    else if (failure) {
      failure.remaining -= 1;
      const headers: Record<string, string> =
        failure.retryAfterSeconds === undefined ? {} : { 'retry-after': String(failure.retryAfterSeconds) };
      return send(failure.status, { Error: `fake failure ${failure.status}` }, headers);
    }
    if (endpoint === 'listing') return this.answerListing(url, send);
    if (endpoint === 'nowBlock') {
      return send(200, {
        blockID: `${this.solidHead.toString(16).padStart(16, '0')}${'0'.repeat(48)}`,
        block_header: { raw_data: { number: this.solidHead, timestamp: 1_900_000_000_000 } },
      });
    }
    const txHash = (body as { value?: unknown } | undefined)?.value;
    const info = typeof txHash === 'string' ? this.infos.get(txHash) : undefined;
    return send(200, info && typeof txHash === 'string' ? infoBody(txHash, info) : {});
  }

  /**
   * `GET /fake/requests`: how many requests each endpoint answered. `POST /fake/transfers` with
   * `{ to, units, txHash }` (units as a decimal string): confirmTransfer.
   */
  private answerControl(
    method: string | undefined,
    body: unknown,
    send: (status: number, payload: unknown) => void,
  ) {
    if (method === 'GET') {
      const count = (endpoint: FakeEndpoint) => this.requestsTo(endpoint).length;
      return send(200, {
        listing: count('listing'),
        transactionInfo: count('transactionInfo'),
        nowBlock: count('nowBlock'),
      });
    }
    const { to, units, txHash } = (body ?? {}) as { to?: unknown; units?: unknown; txHash?: unknown };
    if (
      typeof to !== 'string' ||
      typeof units !== 'string' ||
      !/^\d+$/.test(units) ||
      typeof txHash !== 'string'
    ) {
      return send(400, { Error: 'expected { to, units, txHash } as strings' });
    }
    this.confirmTransfer({ txHash, to, units: BigInt(units), blockTimestampMs: Date.now() });
    send(201, { txHash, blockNumber: this.solidHead });
  }

  private answerListing(url: URL, send: (status: number, payload: unknown) => void): void {
    const address = decodeURIComponent(url.pathname.split('/')[3] ?? '');
    const query = url.searchParams;
    const minTimestamp = Number(query.get('min_timestamp') ?? 0);
    const contract = query.get('contract_address');
    const limit = Number(query.get('limit') ?? 20);
    const ascending = query.get('order_by') === 'block_timestamp,asc';
    // A fingerprint continues the listing it came from: the same filters, or TronGrid's answer is undefined.
    const filters = JSON.stringify({ address, minTimestamp, contract, ascending });
    let offset = 0;
    const fingerprint = query.get('fingerprint');
    if (fingerprint) {
      const decoded = JSON.parse(Buffer.from(fingerprint, 'base64url').toString()) as {
        filters: string;
        offset: number;
      };
      if (decoded.filters !== filters) return send(400, { Error: 'fingerprint of another listing' });
      offset = decoded.offset;
    }
    const matching = this.listed
      .filter((t) => t.to === address || (query.get('only_to') !== 'true' && t.from === address))
      .filter((t) => !this.filterByContract || !contract || (t.tokenContract ?? USDT_CONTRACT) === contract)
      .filter((t) => t.blockTimestampMs >= minTimestamp)
      .sort((a, b) => (a.blockTimestampMs - b.blockTimestampMs) * (ascending ? 1 : -1));
    const rows = matching.slice(offset, offset + Math.min(limit, this.pageSize));
    const next =
      offset + rows.length < matching.length
        ? Buffer.from(JSON.stringify({ filters, offset: offset + rows.length })).toString('base64url')
        : undefined;
    send(200, {
      data: rows.map((t) => ({
        transaction_id: t.txHash,
        token_info: {
          symbol: t.symbol ?? 'USDT',
          address: t.tokenContract ?? USDT_CONTRACT,
          decimals: 6,
          name: 'Tether USD',
        },
        block_timestamp: t.blockTimestampMs,
        from: t.from ?? fixtureAddress('sender'),
        to: t.to,
        type: 'Transfer',
        value: t.value ?? '1000000',
      })),
      success: true,
      meta: { at: 1_900_000_000_000, page_size: rows.length, ...(next ? { fingerprint: next } : {}) },
    });
  }
}

function endpointOf(method: string, path: string): FakeEndpoint | 'control' | 'unknown' {
  if ((method === 'POST' && path === '/fake/transfers') || (method === 'GET' && path === '/fake/requests'))
    return 'control';
  if (method === 'GET' && /^\/v1\/accounts\/[^/]+\/transactions\/trc20$/.test(path)) return 'listing';
  if (method === 'POST' && path === '/walletsolidity/gettransactioninfobyid') return 'transactionInfo';
  if (method === 'POST' && path === '/walletsolidity/getnowblock') return 'nowBlock';
  return 'unknown';
}

/** The solidity node's answer, shaped as TronGrid's (log addresses without the 41 prefix). */
function infoBody(txHash: string, info: FakeTransactionInfo) {
  const word = (accountHex: string) => `${'0'.repeat(24)}${accountHex}`;
  const receiptResult = info.receiptResult ?? 'SUCCESS';
  return {
    id: txHash,
    fee: 345_000,
    blockNumber: info.blockNumber,
    blockTimeStamp: info.blockTimestampMs,
    contractResult: [receiptResult === 'SUCCESS' ? `${'0'.repeat(63)}1` : ''],
    contract_address: `41${accountHexOf(info.logs[0]?.contract ?? USDT_CONTRACT)}`,
    receipt: { energy_usage_total: 14_650, net_usage: 345, result: receiptResult },
    ...(receiptResult === 'SUCCESS' ? {} : { result: 'FAILED' }),
    log: info.logs.map((log) => ({
      address: accountHexOf(log.contract ?? USDT_CONTRACT),
      topics: [
        TRANSFER_TOPIC,
        word(accountHexOf(log.from ?? fixtureAddress('sender'))),
        word(accountHexOf(log.to)),
      ],
      data: log.units.toString(16).padStart(64, '0'),
    })),
  };
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString();
  return text ? JSON.parse(text) : undefined;
}
