import { describe, expect, it } from 'vitest';
import { amountCell } from '../../../src/modules/reports/reportSheets.js';

describe('an amount cell holds the books figure exactly', () => {
  it('is a number in its currency format when a double reads back as the same decimal', () => {
    expect(amountCell('9.990000', 'USDT')).toEqual({ amount: 9.99, numFmt: '#,##0.00####' });
    expect(amountCell('-0.000001', 'USDT')).toEqual({ amount: -0.000001, numFmt: '#,##0.00####' });
    expect(amountCell('8765432109.876543', 'USDT')).toEqual({
      amount: 8765432109.876543,
      numFmt: '#,##0.00####',
    });
    expect(amountCell('999999999999999', 'IRT')).toEqual({ amount: 999999999999999, numFmt: '#,##0' });
  });

  it('is the decimal as text when a double would round it (some figures of 16 significant digits and more)', () => {
    // Ten billion Tether less a micro-unit reads back from a double as ...999998.
    expect(amountCell('9999999999.999999', 'USDT')).toBe('9999999999.999999');
    expect(amountCell('123456789012.345678', 'USDT')).toBe('123456789012.345678');
    expect(amountCell('9007199254740993', 'IRT')).toBe('9007199254740993');
  });
});
