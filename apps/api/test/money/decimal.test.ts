import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ceilDiv, floorDiv } from '../../src/money/decimal.js';

describe('floorDiv and ceilDiv', () => {
  it('round an exact quotient neither way', () => {
    expect(floorDiv(12n, 4n)).toBe(3n);
    expect(ceilDiv(12n, 4n)).toBe(3n);
    expect(floorDiv(0n, 7n)).toBe(0n);
    expect(ceilDiv(0n, 7n)).toBe(0n);
  });

  it('round a positive quotient down and up, where BigInt division only truncates', () => {
    expect(floorDiv(13n, 4n)).toBe(3n);
    expect(ceilDiv(13n, 4n)).toBe(4n);
    expect(floorDiv(1n, 1_000_000n)).toBe(0n);
    expect(ceilDiv(1n, 1_000_000n)).toBe(1n);
  });

  it('round a negative quotient towards minus and plus infinity', () => {
    expect(floorDiv(-13n, 4n)).toBe(-4n);
    expect(ceilDiv(-13n, 4n)).toBe(-3n);
    expect(floorDiv(-12n, 4n)).toBe(-3n);
  });

  it('refuse a divisor that is not positive', () => {
    expect(() => floorDiv(1n, 0n)).toThrow(/positive/);
    expect(() => ceilDiv(1n, -2n)).toThrow(/positive/);
  });

  it('bracket the exact quotient: b*floor <= a < b*(floor+1) and b*(ceil-1) < a <= b*ceil', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
        fc.bigInt({ min: 1n, max: 10n ** 20n }),
        (a, b) => {
          const down = floorDiv(a, b);
          const up = ceilDiv(a, b);
          expect(b * down <= a && a < b * (down + 1n)).toBe(true);
          expect(b * (up - 1n) < a && a <= b * up).toBe(true);
        },
      ),
      { seed: 12, numRuns: 500 },
    );
  });
});
