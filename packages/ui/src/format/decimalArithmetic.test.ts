import { describe, expect, it } from 'vitest';
import {
  fractionDigits,
  holdsMoreThanShown,
  minDecimal,
  subtractDecimals,
  truncateDecimals,
} from './decimalArithmetic';

describe('subtractDecimals', () => {
  it('subtracts a fee from an amount exactly', () => {
    expect(subtractDecimals('150.25', '1')).toBe('149.25');
    expect(subtractDecimals('10', '0.001')).toBe('9.999');
    expect(subtractDecimals('5000000', '0')).toBe('5000000');
  });

  it('is exact where floats are not', () => {
    expect(subtractDecimals('0.3', '0.1')).toBe('0.2');
    expect(subtractDecimals('9007199254740993', '1')).toBe('9007199254740992');
  });

  it('writes zero and negatives in the Amount form', () => {
    expect(subtractDecimals('1.5', '1.50')).toBe('0');
    expect(subtractDecimals('1', '1.25')).toBe('-0.25');
  });

  it('refuses text that is not a decimal', () => {
    expect(() => subtractDecimals('abc', '1')).toThrow(TypeError);
  });
});

describe('truncateDecimals', () => {
  it('cuts, never rounds', () => {
    expect(truncateDecimals('1250.5678', 3)).toBe('1250.567');
    expect(truncateDecimals('1250.9999', 0)).toBe('1250');
    expect(truncateDecimals('12.100', 3)).toBe('12.1');
  });
});

describe('minDecimal and fractionDigits', () => {
  it('compares as decimals, not as text', () => {
    expect(minDecimal('9850', '10000')).toBe('9850');
    expect(minDecimal('1250.5', '1250.49')).toBe('1250.49');
  });

  it('counts fraction digits without trailing zeros', () => {
    expect(fractionDigits('12.3450')).toBe(3);
    expect(fractionDigits('12')).toBe(0);
  });
});

describe('holdsMoreThanShown', () => {
  it('tells when a value holds more than its shown decimals', () => {
    expect(holdsMoreThanShown('130.203864')).toBe(true);
    expect(holdsMoreThanShown('0.000864')).toBe(true);
    expect(holdsMoreThanShown('130.203')).toBe(false);
    expect(holdsMoreThanShown('130.203000')).toBe(false);
    expect(holdsMoreThanShown('125000000')).toBe(false);
    expect(holdsMoreThanShown('12.5', 0)).toBe(true);
  });
});
