import { describe, expect, it } from 'vitest';
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
