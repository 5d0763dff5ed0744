import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buyFigures,
  finalBuyFigures,
  finalSellFigures,
  leastPaidCovering,
  mostBuyableQuantity,
  sellFigures,
} from '../../../src/modules/trade/tradeFigures.js';
import { micros } from '../ledger/ledgerFixtures.js';

// The contract's rules (openapi.yaml `Quote`, `Order`) checked by what defines them, with exact integers:
// every value in millionths, so a product of two is in 10^-12 and a percent of it in 10^-20.
const U = 1_000_000n;

const fee = fc.integer({ min: 0, max: 999_999 }).map((tenThousandths) => {
  const text = (tenThousandths / 10_000).toFixed(4);
  return text.replace(/\.?0+$/, '') || '0';
});
const price = fc.bigInt({ min: 1n, max: 10_000_000_000n }).map((whole) => whole.toString());
const toman = fc.bigInt({ min: 1n, max: 10n ** 15n }).map((whole) => whole.toString());
const tether = fc.bigInt({ min: 1n, max: 10n ** 13n }).map(fromMicros);

function fromMicros(value: bigint): string {
  const text = value.toString().padStart(7, '0');
  return `${text.slice(0, -6)}.${text.slice(-6)}`.replace(/\.?0+$/, '');
}

/** Whole Toman fee of a Toman amount in 10^-12 units (`scaled`): f such that f <= scaled x fee% < f + 1. */
function expectFeeOf(feeValue: string, scaled: bigint, percent: string) {
  // fee% of the amount, in 10^-12 x 10^-6 / 100 = 10^-20 units.
  const exact = scaled * micros(percent);
  const unit = U * U * U * 100n;
  expect(BigInt(feeValue) * unit <= exact && exact < (BigInt(feeValue) + 1n) * unit).toBe(true);
}

describe('the Buy rule', () => {
  it('hand-computed: 10,000,000 Toman at 92,150 and 0.1% buy 108.4102 Tether for a fee of 10,000', () => {
    expect(buyFigures('10000000', '92150', '0.1')).toEqual({
      quantity: '108.4102',
      feeValue: '10000',
      total: '108.4102',
      tomanValue: '10000000',
    });
  });

  it('rounds the fee and the Tether down: 999 Toman pay no fee, 1,000 pay 1', () => {
    expect(buyFigures('999', '92150', '0.1')).toMatchObject({ feeValue: '0', quantity: '0.010841' });
    expect(buyFigures('1000', '92150', '0.1')).toMatchObject({ feeValue: '1', quantity: '0.010841' });
  });

  it('fee = floor(amount x fee / 100) and quantity = floor((amount - fee) / price) to the micro-Tether, always', () => {
    fc.assert(
      fc.property(toman, price, fee, (amount, at, percent) => {
        const figures = buyFigures(amount, at, percent);
        expectFeeOf(figures.feeValue, BigInt(amount) * U * U, percent);
        const net = (BigInt(amount) - BigInt(figures.feeValue)) * U * U;
        const bought = micros(figures.quantity) * micros(at);
        expect(bought <= net && net < (micros(figures.quantity) + 1n) * micros(at)).toBe(true);
        expect(figures.total).toBe(figures.quantity);
      }),
      { seed: 1212, numRuns: 500 },
    );
  });
});

describe('the Sell rule', () => {
  it('hand-computed: 100.123456 Tether at 91,000 and 0.1% receive 9,102,123 Toman for a fee of 9,111', () => {
    expect(sellFigures('100.123456', '91000', '0.1')).toEqual({
      quantity: '100.123456',
      feeValue: '9111',
      total: '9102123',
      tomanValue: '9111234',
    });
  });

  it('fee = floor(value x fee / 100) and total = floor(value) - fee, always', () => {
    fc.assert(
      fc.property(tether, price, fee, (quantity, at, percent) => {
        const figures = sellFigures(quantity, at, percent);
        const value = micros(quantity) * micros(at);
        expect(BigInt(figures.tomanValue) * U * U <= value).toBe(true);
        expect(value < (BigInt(figures.tomanValue) + 1n) * U * U).toBe(true);
        expectFeeOf(figures.feeValue, value, percent);
        expect(BigInt(figures.total)).toBe(BigInt(figures.tomanValue) - BigInt(figures.feeValue));
      }),
      { seed: 1213, numRuns: 500 },
    );
  });
});

describe('final figures', () => {
  it('Buy, hand-computed: 19,000 at 100,500 cost 1,909,500,000; the least paid that nets it is 1,911,411,411', () => {
    expect(finalBuyFigures('19000', '100500', '0.1')).toEqual({
      paid: '1911411411',
      received: '19000',
      feeValue: '1911411',
      tomanValue: '1911411411',
    });
  });

  it('Buy: paid is the least whole Toman whose net after the fee covers ceil(quantity x price)', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 15n }), fee, (cost, percent) => {
        const net = (paid: bigint) => paid - (paid * micros(percent)) / (100n * U);
        const paid = leastPaidCovering(cost, percent);
        expect(net(paid) >= cost).toBe(true);
        expect(net(paid - 1n) < cost).toBe(true);
      }),
      { seed: 1214, numRuns: 1000 },
    );
  });

  it('Buy: the default quantity is the most the hold buys: its paid fits the hold, one micro-Tether more does not', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1_000n, max: 10n ** 13n }), price, fee, (held, at, percent) => {
        const heldFee = buyFigures(held.toString(), at, percent).feeValue;
        const quantity = mostBuyableQuantity(held.toString(), heldFee, at);
        if (micros(quantity) === 0n) return;
        expect(BigInt(finalBuyFigures(quantity, at, percent).paid) <= held).toBe(true);
        const more = fromMicros(micros(quantity) + 1n);
        expect(BigInt(finalBuyFigures(more, at, percent).paid) > held).toBe(true);
      }),
      { seed: 1215, numRuns: 500 },
    );
  });

  it('Sell: the quote rule at the final quantity and price', () => {
    expect(finalSellFigures('15000', '99500', '0.1')).toEqual({
      paid: '15000',
      received: '1491007500',
      feeValue: '1492500',
      tomanValue: '1492500000',
    });
  });

  it('refuses a fee of 100% or more, which leaves nothing to pay with', () => {
    expect(() => leastPaidCovering(10n, '100')).toThrow(/leaves nothing/);
  });
});
