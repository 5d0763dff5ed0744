import { describe, expect, it } from 'vitest';
import { spreadOf, validatePricing } from './validatePricing';

describe('the pricing form rule', () => {
  it('takes a whole number of basis points from 0 to 2,000, in Persian or Latin digits', () => {
    expect(spreadOf('0')).toBe(0);
    expect(spreadOf(' ۴۰ ')).toBe(40);
    expect(spreadOf('2000')).toBe(2000);
    expect(spreadOf('2001')).toBeUndefined();
    expect(spreadOf('1.5')).toBeUndefined();
    expect(spreadOf('-5')).toBeUndefined();
  });

  it('names each refused spread', () => {
    expect(validatePricing({ mode: 'automatic', buy_spread_bps: '', sell_spread_bps: '2500' })).toEqual({
      buy_spread_bps: 'markets.validation.spreadRequired',
      sell_spread_bps: 'markets.validation.spreadRange',
    });
    expect(validatePricing({ mode: 'manual', buy_spread_bps: '50', sell_spread_bps: '۵۰' })).toEqual({});
  });
});
