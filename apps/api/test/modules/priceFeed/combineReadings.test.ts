import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { combineReadings, type PriceReading } from '../../../src/modules/priceFeed/index.js';

// The rules checked with the test's own exact integers (millionths of a Toman), never the module's.
const U = 1_000_000n;
const micros = (value: string): bigint => {
  const [whole = '0', fraction = ''] = value.split('.');
  return BigInt(whole) * U + BigInt(fraction.padEnd(6, '0'));
};
const text = (value: bigint): string => {
  const digits = value.toString().padStart(7, '0');
  return `${digits.slice(0, -6)}.${digits.slice(-6)}`.replace(/\.?0+$/, '');
};

const at = (iso: string) => new Date(iso);
const reading = (
  source: PriceReading['source'],
  bestBid: string,
  bestAsk: string,
  time = '2026-11-29T08:00:00Z',
) => ({
  source,
  bestBid,
  bestAsk,
  sourceTime: at(time),
});

describe('one reference from the sources', () => {
  it('with one source: its bid, ask and mid', () => {
    expect(combineReadings([reading('nobitex', '115199.5', '115201')])).toEqual({
      kind: 'price',
      bid: '115199.5',
      ask: '115201',
      mid: '115200.25',
      sources: ['nobitex'],
      sourceTime: at('2026-11-29T08:00:00Z'),
    });
  });

  it('with both: the mean per side and the mean of the mids, as old as the older reading', () => {
    expect(
      combineReadings([
        reading('nobitex', '115199.5', '115201', '2026-11-29T08:00:03Z'),
        reading('wallex', '115180', '115230', '2026-11-29T08:00:01Z'),
      ]),
    ).toEqual({
      kind: 'price',
      bid: '115189.75',
      ask: '115215.5',
      mid: '115202.625',
      sources: ['nobitex', 'wallex'],
      sourceTime: at('2026-11-29T08:00:01Z'),
    });
  });

  it('rounds a mean finer than a micro-Toman outwards: the bid down, the ask up', () => {
    const result = combineReadings([
      reading('nobitex', '100.000001', '100.000001'),
      reading('wallex', '100', '100.000002'),
    ]);
    expect(result).toMatchObject({ bid: '100', ask: '100.000002', mid: '100.000001' });
  });

  it('has no reference when the mids differ by more than the set percentage (10% by default)', () => {
    const apart = [reading('nobitex', '100000', '100000'), reading('wallex', '110000.02', '110000.02')];
    expect(combineReadings(apart)).toEqual({
      kind: 'diverged',
      mids: [
        { source: 'nobitex', mid: '100000' },
        { source: 'wallex', mid: '110000.02' },
      ],
      differencePercent: '10',
    });
    // Exactly 10% apart is still one market.
    const edge = [reading('nobitex', '100000', '100000'), reading('wallex', '110000', '110000')];
    expect(combineReadings(edge).kind).toBe('price');
    expect(combineReadings(edge, '9.99')).toMatchObject({ kind: 'diverged', differencePercent: '10' });
  });

  it('refuses to make a reference out of nothing', () => {
    expect(() => combineReadings([])).toThrow(/no reading/);
  });
});

describe('properties, in exact decimals', () => {
  // Prices up to ten million Toman with up to six decimals; bid <= ask as the adapters guarantee.
  const book = fc
    .tuple(fc.bigInt({ min: 1n, max: 10n ** 13n }), fc.bigInt({ min: 0n, max: 10n ** 11n }))
    .map(([bid, spread]) => ({ bid, ask: bid + spread }));
  const books = fc.array(book, { minLength: 1, maxLength: 3 });
  const sources = ['nobitex', 'wallex', 'nobitex'] as const;
  const readingsOf = (list: { bid: bigint; ask: bigint }[]) =>
    list.map((b, i) => reading(sources[i]!, text(b.bid), text(b.ask)));
  const percent = fc.integer({ min: 1, max: 5000 }).map((hundredths) => text(BigInt(hundredths) * 10_000n));

  it('the bid is the mean of the bids rounded down, the ask the mean of the asks rounded up, the mid the mean of the mids to the nearest micro', () => {
    fc.assert(
      fc.property(books, (list) => {
        // A guard no pair of these prices can pass (10^20 %): the means alone.
        const result = combineReadings(readingsOf(list), `1${'0'.repeat(20)}`);
        if (result.kind !== 'price') throw new Error('that guard never trips');
        const n = BigInt(list.length);
        const bids = list.reduce((sum, b) => sum + b.bid, 0n);
        const asks = list.reduce((sum, b) => sum + b.ask, 0n);
        const bid = micros(result.bid);
        const ask = micros(result.ask);
        const mid = micros(result.mid);
        expect(bid * n <= bids && bids < (bid + 1n) * n).toBe(true);
        expect((ask - 1n) * n < asks && asks <= ask * n).toBe(true);
        // |2n * mid - (bids + asks)| <= n: within half a micro of the mean of the mids.
        const off = 2n * n * mid - (bids + asks);
        expect(off <= n && off > -n).toBe(true);
        expect(bid <= mid && mid <= ask).toBe(true);
      }),
    );
  });

  it('diverged exactly when the highest mid is more than the percentage above the lowest', () => {
    fc.assert(
      fc.property(books, percent, (list, guard) => {
        const result = combineReadings(readingsOf(list), guard);
        const doubled = list.map((b) => b.bid + b.ask);
        const lo = doubled.reduce((a, b) => (b < a ? b : a));
        const hi = doubled.reduce((a, b) => (b > a ? b : a));
        // (hi - lo) / lo > guard / 100, in integers.
        const apart = (hi - lo) * 100n * U > micros(guard) * lo;
        expect(result.kind).toBe(apart ? 'diverged' : 'price');
        if (result.kind === 'diverged') {
          // The percentage shown is rounded down to hundredths and is above the guard's.
          const shown = micros(result.differencePercent);
          expect(shown % 10_000n).toBe(0n);
          expect(shown * lo <= (hi - lo) * 100n * U).toBe(true);
        }
      }),
    );
  });

  it('one source is its own reference, unrounded', () => {
    fc.assert(
      fc.property(book, (b) => {
        const result = combineReadings(readingsOf([b]));
        expect(result).toMatchObject({ kind: 'price', bid: text(b.bid), ask: text(b.ask) });
      }),
    );
  });
});
