import { describe, expect, it } from 'vitest';
import { caretAfter, groupDecimal, parseDecimalInput, significantBefore } from './decimalInput';

describe('parseDecimalInput', () => {
  it.each([
    ['1,234.5', 3, '1234.5'],
    ['۱۲۳۴٫۵۶', 3, '1234.56'],
    ['١٢٣/٤', 3, '123.4'],
    ['1.23456', 3, '1.234'],
    ['1.239', 2, '1.23'],
    ['12.5', 0, '12'],
    ['.5', 3, '0.5'],
    ['007', 3, '7'],
    ['0', 3, '0'],
    ['10.', 3, '10.'],
    ['', 3, ''],
  ])('%s with %i decimals -> %s', (text, maxDecimals, expected) => {
    expect(parseDecimalInput(text, maxDecimals)).toBe(expected);
  });

  it.each(['1.2.3', '12a', '-5', '1e3'])('rejects %s', (text) => {
    expect(parseDecimalInput(text, 3)).toBeNull();
  });
});

describe('groupDecimal', () => {
  it.each([
    ['1234567.891', '1,234,567.891'],
    ['123', '123'],
    ['1000.', '1,000.'],
    ['', ''],
    ['123456789012345678901234', '123,456,789,012,345,678,901,234'],
  ])('%s -> %s', (value, expected) => {
    expect(groupDecimal(value)).toBe(expected);
  });
});

describe('caret mapping', () => {
  it('keeps the caret after the same digit once commas move', () => {
    // "1234|" typed as "123|4" then "5" inserted: "12354" -> "12,35|4"
    const typed = '12354';
    const count = significantBefore(typed, 4);
    expect(caretAfter(groupDecimal(typed), count)).toBe(5);
  });

  it('counts Persian digits like Latin ones', () => {
    expect(significantBefore('۱,۲۳', 4)).toBe(3);
  });
});
