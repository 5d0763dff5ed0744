import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * An in-process stand-in for the two public order books the price feed reads, on one port: Nobitex's
 * `GET /v3/orderbook/USDTIRT` (prices in Rial) and Wallex's `GET /v1/depth?symbol=USDTTMN` (Toman), both
 * built from one book the test sets in Toman, in the shapes the real answers have. A test can also serve a
 * recorded answer as it is, fail the next requests with a status, stall, or take the feed down. Its Rial
 * and level arithmetic is its own (not the module's), so a bug there cannot hide itself. A test in another
 * process (the browser journeys) drives it through paths neither exchange has: `POST /fake/book`
 * `{bid, ask}`, `POST /fake/down` `{down}` and `GET /fake/requests` (counts per endpoint).
 */

export type FakeFeedEndpoint = 'nobitex' | 'wallex';

/** The top of the book in Toman, as decimal strings. */
export interface FakeBook {
  bid: string;
  ask: string;
}

interface Recorded {
  endpoint: FakeFeedEndpoint | 'control' | 'unknown';
  /** When it arrived (ms since the epoch, this machine's clock). */
  at: number;
  path: string;
  query: Record<string, string>;
}

interface Canned {
  status: number;
  body: string;
  headers: Record<string, string>;
  remaining: number;
}

export class FakePriceFeed {
  url = '';
  readonly requests: Recorded[] = [];
  /** The book both endpoints serve; null serves an empty book. */
  book: FakeBook | null = { bid: '115180', ask: '115230' };
  /** Nobitex's `lastUpdate`: when the book was last set. */
  bookTime = new Date();
  /** Every book request answers 503 while true (the feed has stopped). */
  down = false;
  /** Answers wait this long first (a source slower than the feed's timeout). */
  delayMs = 0;
  private canned = new Map<FakeFeedEndpoint, Canned[]>();
  private server: Server | undefined;

  /** Listens on 127.0.0.1 at `port` (0: any free port; `url` says which). */
  static async start(port = 0): Promise<FakePriceFeed> {
    const fake = new FakePriceFeed();
    const server = createServer((request, response) => {
      fake.handle(request, response).catch((error: Error) => {
        if (response.headersSent) return response.destroy();
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: error.message }));
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

  /** Sets the book both endpoints serve from now on, as of `at`. */
  setBook(book: FakeBook | null, at: Date = new Date()): void {
    this.book = book;
    this.bookTime = at;
  }

  /**
   * The next `times` requests to `endpoint` get exactly this answer (a recorded body as text or JSON, a
   * status, headers) instead of the book. @default times 1
   */
  serve(
    endpoint: FakeFeedEndpoint,
    answer: { status?: number; body: string | object; headers?: Record<string, string>; times?: number },
  ): void {
    const list = this.canned.get(endpoint) ?? [];
    list.push({
      status: answer.status ?? 200,
      body: typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body),
      headers: answer.headers ?? {},
      remaining: answer.times ?? 1,
    });
    this.canned.set(endpoint, list);
  }

  requestsTo(endpoint: FakeFeedEndpoint): Recorded[] {
    return this.requests.filter((request) => request.endpoint === endpoint);
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://fake');
    const endpoint = endpointOf(request.method ?? '', url);
    this.requests.push({
      endpoint,
      at: Date.now(),
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
    });
    const send = (status: number, body: string, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(body);
    };
    if (endpoint === 'control') return this.answerControl(request, url.pathname, send);
    if (endpoint === 'unknown') return send(404, JSON.stringify({ status: 'failed', message: 'not found' }));
    if (this.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    const canned = this.canned.get(endpoint)?.find((answer) => answer.remaining > 0);
    if (canned) {
      canned.remaining -= 1;
      return send(canned.status, canned.body, canned.headers);
    }
    if (this.down) return send(503, JSON.stringify({ message: 'Service Unavailable' }));
    return send(200, JSON.stringify(endpoint === 'nobitex' ? this.nobitexBody() : this.wallexBody()));
  }

  /** Nobitex's v3 answer: Rial, asks ascending, bids descending, `[price, amount]` strings. */
  private nobitexBody() {
    const { asks, bids } = levels(this.book);
    const rial = (toman: string) => shiftDecimal(toman, 1);
    return {
      status: 'ok',
      lastUpdate: this.bookTime.getTime(),
      lastTradePrice: this.book ? rial(this.book.bid) : '0',
      asks: asks.map(([price, amount]) => [rial(price), amount]),
      bids: bids.map(([price, amount]) => [rial(price), amount]),
    };
  }

  /** Wallex's answer as it comes: Toman, price and quantity as JSON numbers, sum as a string. */
  private wallexBody() {
    const { asks, bids } = levels(this.book);
    const level = ([price, quantity]: [string, string]) => ({
      price: Number(price),
      quantity: Number(quantity),
      sum: product(price, quantity),
    });
    return {
      result: { ask: asks.map(level), bid: bids.map(level) },
      message: 'عملیات موفقیت‌آمیز بود.',
      success: true,
    };
  }

  private async answerControl(
    request: IncomingMessage,
    path: string,
    send: (status: number, body: string) => void,
  ): Promise<void> {
    if (request.method === 'GET') {
      return send(
        200,
        JSON.stringify({
          nobitex: this.requestsTo('nobitex').length,
          wallex: this.requestsTo('wallex').length,
        }),
      );
    }
    const body = (await readJson(request)) as Record<string, unknown> | undefined;
    if (path === '/fake/down' && typeof body?.down === 'boolean') {
      this.down = body.down;
      return send(200, JSON.stringify({ down: this.down }));
    }
    const decimal = /^[0-9]+(\.[0-9]+)?$/;
    const { bid, ask } = body ?? {};
    if (path === '/fake/book' && typeof bid === 'string' && typeof ask === 'string') {
      if (!decimal.test(bid) || !decimal.test(ask)) return send(400, '{"error":"bid and ask are decimals"}');
      this.setBook({ bid, ask });
      return send(200, JSON.stringify({ bid, ask, at: this.bookTime.toISOString() }));
    }
    send(400, JSON.stringify({ error: 'POST /fake/book {bid, ask} or /fake/down {down}' }));
  }
}

function endpointOf(method: string, url: URL): Recorded['endpoint'] {
  if (url.pathname.startsWith('/fake/')) return 'control';
  if (method !== 'GET') return 'unknown';
  if (url.pathname === '/v3/orderbook/USDTIRT') return 'nobitex';
  if (url.pathname === '/v1/depth' && url.searchParams.get('symbol') === 'USDTTMN') return 'wallex';
  return 'unknown';
}

/** Three levels a side around the book's top, a Toman apart, best first; none for an empty book. */
function levels(book: FakeBook | null): { asks: [string, string][]; bids: [string, string][] } {
  if (!book) return { asks: [], bids: [] };
  const amounts = ['310.42', '1250', '84.7'];
  return {
    asks: amounts.map((amount, i) => [addWhole(book.ask, i), amount]),
    bids: amounts.map((amount, i) => [addWhole(book.bid, -i), amount]),
  };
}

/** `value` moved by a whole number of Toman, decimals kept as they were. */
function addWhole(value: string, by: number): string {
  const [whole = '0', fraction] = value.split('.');
  const moved = BigInt(whole) + BigInt(by);
  return fraction === undefined ? String(moved) : `${moved}.${fraction}`;
}

/** `value` times 10^places, by moving the decimal point (Toman to Rial), trailing point dropped. */
function shiftDecimal(value: string, places: number): string {
  const [whole = '0', fraction = ''] = value.split('.');
  const digits = `${whole}${fraction.padEnd(places, '0')}`;
  const point = whole.length + places;
  const shifted = `${digits.slice(0, point)}.${digits.slice(point)}`.replace(/\.$/, '');
  return shifted.replace(/^0+(?=[0-9])/, '');
}

/** `a * b` of two decimal strings, exactly (as Wallex's `sum` is written: a decimal string). */
function product(a: string, b: string): string {
  const scaled = (value: string) => {
    const [whole = '0', fraction = ''] = value.split('.');
    return { digits: BigInt(`${whole}${fraction}`), places: fraction.length };
  };
  const x = scaled(a);
  const y = scaled(b);
  const places = x.places + y.places;
  const digits = (x.digits * y.digits).toString().padStart(places + 1, '0');
  const text = places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
