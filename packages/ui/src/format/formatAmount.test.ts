import { describe, expect, it } from 'vitest';
import { formatAmount } from './formatAmount';

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
