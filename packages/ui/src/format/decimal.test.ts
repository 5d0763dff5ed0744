import { describe, expect, it } from 'vitest';
import {
  caretAfter,
  compareDecimals,
  formatAmount,
  formatDecimalInput,
  isDecimal,
  parseDecimalInput,
  signOfDecimal,
  significantBefore,
  toAmount,
} from './decimal';

describe('signOfDecimal', () => {
  it.each([
    ['2.5', 1],
    ['0.0000001', 1],
    [0.5, 1],
    ['0', 0],
    ['-0.00', 0],
    [0, 0],
    ['-1.2', -1],
    [-3, -1],
    ['۱۲', 1],
    ['abc', null],
    ['', null],
  ] as const)('%j -> %j', (value, expected) => {
    expect(signOfDecimal(value)).toBe(expected);
  });
});

describe('compareDecimals', () => {
  it('orders by value, whatever the zeros', () => {
    expect(compareDecimals('10', '9')).toBe(1);
    expect(compareDecimals('0009', '10')).toBe(-1);
    expect(compareDecimals('1.50', '1.5')).toBe(0);
    expect(compareDecimals('1.05', '1.5')).toBe(-1);
    expect(compareDecimals('12.', '12')).toBe(0);
  });

  it('compares exactly where floats would not', () => {
    // As floats each pair is one number.
    expect(compareDecimals('9007199254740993', '9007199254740992')).toBe(1);
    expect(compareDecimals('0.10000000000000000001', '0.1')).toBe(1);
  });

  it('orders signed values, and zero equals negative zero', () => {
    expect(compareDecimals('-2', '1')).toBe(-1);
    expect(compareDecimals('-2', '-10')).toBe(1);
    expect(compareDecimals('-0.0', '0')).toBe(0);
    expect(compareDecimals(0.5, '0.50')).toBe(0);
  });

  it('reads Persian and Arabic-Indic digits', () => {
    expect(compareDecimals('۹۲۰۰۰', '91999.5')).toBe(1);
    expect(compareDecimals('٣', '3')).toBe(0);
  });

  it('refuses text that is not a decimal', () => {
    expect(() => compareDecimals('1e3', '1')).toThrow(TypeError);
    expect(() => compareDecimals('1', '')).toThrow(TypeError);
  });
});

describe('isDecimal', () => {
  it.each(['1200', '0.5', '12.', ' 7 '])('accepts %j', (value) => {
    expect(isDecimal(value)).toBe(true);
  });

  it.each(['', '.5', '-1', '1e3', '1,200', '۱۲'])('refuses %j', (value) => {
    expect(isDecimal(value)).toBe(false);
  });
});

describe('toAmount', () => {
  it('writes the contract Amount form', () => {
    expect(toAmount('0012.50')).toBe('12.5');
    expect(toAmount('12.')).toBe('12');
    expect(toAmount('0.0')).toBe('0');
    expect(toAmount('92000')).toBe('92000');
    expect(toAmount('۱۲.۵۰')).toBe('12.5');
  });

  it('returns text that is not a decimal as it is, for the server to refuse', () => {
    expect(toAmount('abc')).toBe('abc');
  });
});

// Spec section 5 "Display": truncated (not rounded) to 3 decimals, grouped with commas, 0 shows 0,
// empty shows blank, non-numeric returned as is. One row per rule, in the product's default en form.
const rules: Array<[rule: string, input: Parameters<typeof formatAmount>[0], expected: string]> = [
  ['truncates to 3 decimals, never rounds up', '1.23456', '1.234'],
  ['truncates 0.9999 to 0.999, not 1', '0.9999', '0.999'],
  ['truncates the float 2.9999', 2.9999, '2.999'],
  ['keeps up to 3 decimals as they are', '12.5', '12.5'],
  ['drops trailing zeros', '1.500', '1.5'],
  ['drops a fraction that truncates to nothing', '7.0004', '7'],
  ['groups thousands with commas', '1234567', '1,234,567'],
  ['groups and truncates together', '98765.4321', '98,765.432'],
  ['does not group 3 digits', '999', '999'],
  ['0 shows 0', '0', '0'],
  ['the number 0 shows 0', 0, '0'],
  ['0.000 shows 0', '0.000', '0'],
  ['a value truncated to zero shows 0', '0.0004', '0'],
  ['negative zero shows 0', '-0.0001', '0'],
  ['empty shows blank', '', ''],
  ['blank shows blank', '   ', ''],
  ['null shows blank', null, ''],
  ['undefined shows blank', undefined, ''],
  ['non-numeric returned as is', 'N/A', 'N/A'],
  ['text with a number inside returned as is', '12 USDT', '12 USDT'],
  ['already grouped text returned as is', '1,234', '1,234'],
  ['a lone dot returned as is', '.', '.'],
  ['NaN returned as is', Number.NaN, 'NaN'],
  ['keeps the minus sign', '-1234.5678', '-1,234.567'],
  ['reads a leading dot', '.5', '0.5'],
  ['drops leading zeros', '007', '7'],
  ['works on 18-digit decimal strings exactly', '123456789012345678.98765', '123,456,789,012,345,678.987'],
  ['writes large numbers without exponent', 1e21, '1,000,000,000,000,000,000,000'],
  ['writes tiny numbers without exponent', 1e-7, '0'],
  ['reads Persian digits', '۱۲۳۴.۵۶۷۸', '1,234.567'],
  ['reads Arabic-Indic digits', '٩٨٧٦', '9,876'],
];

describe('formatAmount', () => {
  it.each(rules)('%s: %j -> %j', (_rule, input, expected) => {
    expect(formatAmount(input)).toBe(expected);
  });

  it('truncates to the given number of decimals', () => {
    expect(formatAmount('1.987654', { maxDecimals: 0 })).toBe('1');
    expect(formatAmount('1.987654', { maxDecimals: 5 })).toBe('1.98765');
  });

  it('writes Persian digits and separators in fa', () => {
    expect(formatAmount('1234567.8919', { locale: 'fa' })).toBe('۱٬۲۳۴٬۵۶۷٫۸۹۱');
    expect(formatAmount('0', { locale: 'fa' })).toBe('۰');
    expect(formatAmount('', { locale: 'fa' })).toBe('');
    expect(formatAmount('نامشخص', { locale: 'fa' })).toBe('نامشخص');
  });

  it('keeps the minus sign on the left in fa with a left-to-right mark', () => {
    expect(formatAmount('-12.5', { locale: 'fa' })).toBe('\u200E-۱۲٫۵');
  });
});

describe('parseDecimalInput', () => {
  it.each([
    ['1,234.5', 3, '1234.5'],
    ['۱۲۳۴٫۵۶', 3, '1234.56'],
    ['۱٬۲۳۴٫۵', 3, '1234.5'],
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

describe('formatDecimalInput', () => {
  it.each([
    ['1234567.891', '1,234,567.891'],
    ['123', '123'],
    ['1000.', '1,000.'],
    ['', ''],
    ['123456789012345678901234', '123,456,789,012,345,678,901,234'],
  ])('en: %s -> %s', (value, expected) => {
    expect(formatDecimalInput(value)).toBe(expected);
  });

  it('writes Persian digits and separators in fa, keeping a trailing point', () => {
    expect(formatDecimalInput('1234567.89', 'fa')).toBe('۱٬۲۳۴٬۵۶۷٫۸۹');
    expect(formatDecimalInput('92000.', 'fa')).toBe('۹۲٬۰۰۰٫');
  });

  it('reads back what it writes', () => {
    for (const value of ['1234567.891', '0.5', '1000.', '92000']) {
      expect(parseDecimalInput(formatDecimalInput(value, 'fa'), 6)).toBe(value);
    }
  });
});

describe('caret mapping', () => {
  it('keeps the caret after the same digit once commas move', () => {
    // "1234|" typed as "123|4" then "5" inserted: "12354" -> "12,35|4"
    const typed = '12354';
    const count = significantBefore(typed, 4);
    expect(caretAfter(formatDecimalInput(typed), count)).toBe(5);
  });

  it('counts Persian digits and the Persian decimal separator like Latin ones', () => {
    expect(significantBefore('۱,۲۳', 4)).toBe(3);
    // "۱۲٬۳۴۵٫۶": after the 4 digits and the point, the caret sits after "٫".
    expect(caretAfter(formatDecimalInput('12345.6', 'fa'), 6)).toBe(7);
  });
});
