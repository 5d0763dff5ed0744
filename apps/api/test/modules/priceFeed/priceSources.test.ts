import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  createNobitexSource,
  createWallexSource,
  PriceSourceInvalidAnswer,
  PriceSourceUnavailable,
  type PriceSource,
} from '../../../src/modules/priceFeed/index.js';
import { FakePriceFeed, type FakeFeedEndpoint } from '../../support/fakePriceFeed.js';

/** A recorded answer (fixtures/README.md), as text: served byte for byte. */
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8');

let feed: FakePriceFeed;
const fetchedAt = new Date('2026-11-29T08:00:00.250Z');
let nobitex: PriceSource;
let wallex: PriceSource;

beforeAll(async () => {
  feed = await FakePriceFeed.start();
});
afterAll(async () => feed?.close());
beforeEach(() => {
  feed.down = false;
  feed.delayMs = 0;
  feed.setBook({ bid: '115180', ask: '115230' });
  nobitex = createNobitexSource({ baseUrl: `${feed.url}/`, timeoutMs: 1000 });
  wallex = createWallexSource({ baseUrl: feed.url, timeoutMs: 1000, now: () => fetchedAt });
});

describe('the Nobitex adapter', () => {
  it('reads the recorded order book: the best bid and ask, Rial divided by 10 exactly, lastUpdate as time', async () => {
    feed.serve('nobitex', { body: fixture('nobitexOrderbook.json') });
    expect(await nobitex.read()).toEqual({
      source: 'nobitex',
      bestBid: '115199.5',
      bestAsk: '115201',
      sourceTime: new Date(1795938683145),
    });
    expect(feed.requestsTo('nobitex').at(-1)?.path).toBe('/v3/orderbook/USDTIRT');
  });

  it('takes the best prices whatever order the levels come in, and skips levels with nothing left', async () => {
    feed.serve('nobitex', {
      body: {
        status: 'ok',
        lastUpdate: 1795938683145,
        asks: [
          ['1152500', '1'],
          ['1152000', '0'],
          ['1152010', '3'],
        ],
        bids: [
          ['1150000', '2'],
          ['1151995', '0.0'],
          ['1151000', '5'],
        ],
      },
    });
    expect(await nobitex.read()).toMatchObject({ bestBid: '115100', bestAsk: '115201' });
  });

  it.each<[string, object, RegExp]>([
    ['a status that is not ok', JSON.parse(fixture('nobitexInvalidSymbol.json')), /status "failed"/],
    ['an empty book', { status: 'ok', lastUpdate: 1, asks: [], bids: [['1151995', '1']] }, /empty/],
    [
      'a crossed book',
      { status: 'ok', lastUpdate: 1, asks: [['1150000', '1']], bids: [['1151995', '1']] },
      /crossed/,
    ],
    [
      'a price that is not a number',
      { status: 'ok', lastUpdate: 1, asks: [['1152010', '1']], bids: [['NaN', '1']] },
      /not a positive number/,
    ],
    [
      'a zero price',
      { status: 'ok', lastUpdate: 1, asks: [['1152010', '1']], bids: [['0', '1']] },
      /not a positive number/,
    ],
    [
      'a price finer than a micro-Toman',
      { status: 'ok', lastUpdate: 1, asks: [['1152010.000001', '1']], bids: [['1151995', '1']] },
      /finer/,
    ],
    ['no lastUpdate', { status: 'ok', asks: [['1152010', '1']], bids: [['1151995', '1']] }, /lastUpdate/],
    ['levels that are not lists', { status: 'ok', lastUpdate: 1, asks: {}, bids: [] }, /not a list/],
    ['a list', [], /did not answer an object/],
  ])('refuses %s as an invalid answer', async (_, body, message) => {
    feed.serve('nobitex', { body });
    const error = await nobitex.read().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PriceSourceInvalidAnswer);
    expect((error as Error).message).toMatch(message);
    expect((error as PriceSourceInvalidAnswer).source).toBe('nobitex');
  });
});

describe('the Wallex adapter', () => {
  it('reads the recorded depth (prices as JSON numbers, Toman) and stamps it with the time it arrived', async () => {
    feed.serve('wallex', { body: fixture('wallexDepth.json') });
    expect(await wallex.read()).toEqual({
      source: 'wallex',
      bestBid: '115180',
      bestAsk: '115230',
      sourceTime: fetchedAt,
    });
    expect(feed.requestsTo('wallex').at(-1)).toMatchObject({
      path: '/v1/depth',
      query: { symbol: 'USDTTMN' },
    });
  });

  it('reads the documented form with prices as strings the same way', async () => {
    feed.serve('wallex', { body: fixture('wallexDepthStrings.json') });
    expect(await wallex.read()).toMatchObject({ bestBid: '115180', bestAsk: '115230' });
  });

  it('keeps a fractional Toman price exact', async () => {
    feed.setBook({ bid: '115180.25', ask: '115230.5' });
    expect(await wallex.read()).toMatchObject({ bestBid: '115180.25', bestAsk: '115230.5' });
  });

  it.each<[string, string | object, RegExp]>([
    ['success false', fixture('wallexFailed.json'), /success is false/],
    ['an empty book', fixture('wallexEmpty.json'), /empty/],
    [
      'a crossed book',
      { success: true, result: { ask: [{ price: 1, quantity: 1 }], bid: [{ price: 2, quantity: 1 }] } },
      /crossed/,
    ],
    [
      'a price that is not a number',
      {
        success: true,
        result: { ask: [{ price: 'abc', quantity: 1 }], bid: [{ price: 2, quantity: 1 }] },
      },
      /not a positive number/,
    ],
    [
      'a negative price',
      { success: true, result: { ask: [{ price: -5, quantity: 1 }], bid: [{ price: 2, quantity: 1 }] } },
      /not a positive number/,
    ],
    [
      'a number too long to be exact',
      {
        success: true,
        result: { ask: [{ price: 115230.00000000001, quantity: 1 }], bid: [{ price: 2, quantity: 1 }] },
      },
      /not a positive number/,
    ],
    ['no result', { success: true, message: 'ok' }, /result is not an object/],
    ['a body that is not JSON', '<html>maintenance</html>', /did not answer JSON/],
  ])('refuses %s as an invalid answer', async (_, body, message) => {
    feed.serve('wallex', { body });
    const error = await wallex.read().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PriceSourceInvalidAnswer);
    expect((error as Error).message).toMatch(message);
  });
});

describe.each<[FakeFeedEndpoint, () => PriceSource]>([
  ['nobitex', () => nobitex],
  ['wallex', () => wallex],
])('failures of %s', (endpoint, source) => {
  it('a 429 is unavailable, with the Retry-After it sent', async () => {
    feed.serve(endpoint, { status: 429, body: '{}', headers: { 'retry-after': '30' } });
    const error = await source()
      .read()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PriceSourceUnavailable);
    expect((error as PriceSourceUnavailable).retryAfterSeconds).toBe(30);
  });

  it('a 5xx is unavailable', async () => {
    feed.down = true;
    await expect(source().read()).rejects.toBeInstanceOf(PriceSourceUnavailable);
  });

  it('another non-2xx status is an invalid answer', async () => {
    feed.serve(endpoint, { status: 404, body: '{"message":"not found"}' });
    await expect(source().read()).rejects.toThrow(/answered 404/);
  });

  it('an answer slower than the timeout is unavailable', async () => {
    feed.delayMs = 1500;
    await expect(source().read()).rejects.toBeInstanceOf(PriceSourceUnavailable);
  });

  it('a host nobody answers on is unavailable, never a crash', async () => {
    const closed = await FakePriceFeed.start();
    const url = closed.url;
    await closed.close();
    const gone =
      endpoint === 'nobitex'
        ? createNobitexSource({ baseUrl: url, timeoutMs: 1000 })
        : createWallexSource({ baseUrl: url, timeoutMs: 1000, now: () => fetchedAt });
    await expect(gone.read()).rejects.toBeInstanceOf(PriceSourceUnavailable);
  });
});
