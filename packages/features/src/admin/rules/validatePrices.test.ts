import { describe, expect, it } from 'vitest';
import { compareDecimals, toAmount } from './decimal';
import { validatePrices } from './validatePrices';

describe('validatePrices', () => {
  it('accepts a sell price below or equal to the buy price', () => {
    expect(validatePrices({ buy_price: '92000', sell_price: '91600' })).toEqual({});
    expect(validatePrices({ buy_price: '92000', sell_price: '92000' })).toEqual({});
  });

  it('names both empty prices as required', () => {
    expect(validatePrices({ buy_price: '', sell_price: ' ' })).toEqual({
      buy_price: 'markets.validation.buyRequired',
      sell_price: 'markets.validation.sellRequired',
    });
  });

  it('refuses zero on either side', () => {
    expect(validatePrices({ buy_price: '0', sell_price: '0.000' })).toEqual({
      buy_price: 'markets.validation.buyPositive',
      sell_price: 'markets.validation.sellPositive',
    });
  });

  it('refuses a sell price above the buy price, on the sell field', () => {
    expect(validatePrices({ buy_price: '91600', sell_price: '92000' })).toEqual({
      sell_price: 'markets.validation.sellAboveBuy',
    });
  });

  it('compares exactly where floats would not', () => {
    // As floats these two are the same number; the desk must still refuse the higher sell price.
    expect(validatePrices({ buy_price: '9007199254740993', sell_price: '9007199254740994' })).toEqual({
      sell_price: 'markets.validation.sellAboveBuy',
    });
    expect(validatePrices({ buy_price: '1.000001', sell_price: '1.000002' })).toEqual({
      sell_price: 'markets.validation.sellAboveBuy',
    });
  });

  it('does not compare while one side is already refused', () => {
    expect(validatePrices({ buy_price: '', sell_price: '5' })).toEqual({
      buy_price: 'markets.validation.buyRequired',
    });
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

  it('refuses text that is not a decimal', () => {
    expect(() => compareDecimals('1e3', '1')).toThrow(TypeError);
  });
});

describe('toAmount', () => {
  it('writes the contract Amount form', () => {
    expect(toAmount('0012.50')).toBe('12.5');
    expect(toAmount('12.')).toBe('12');
    expect(toAmount('0.0')).toBe('0');
    expect(toAmount('92000')).toBe('92000');
  });
});
