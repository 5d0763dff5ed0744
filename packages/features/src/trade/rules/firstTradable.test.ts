import { describe, expect, it } from 'vitest';
import { firstTradable } from './firstTradable';

const market = (pair: string, buy: string, sell: string) => ({ pair, buy_price: buy, sell_price: sell });

describe('firstTradable: /trade goes to the desk first market that can be traded now', () => {
  it('takes the first market in the desk order', () => {
    expect(firstTradable([market('USDT/IRT', '92150', '91800'), market('USDC/IRT', '1', '1')])?.pair).toBe(
      'USDT/IRT',
    );
  });

  it('passes over a market without a price on either side', () => {
    expect(
      firstTradable([market('USDT/IRT', '0', '91800'), market('USDC/IRT', '91870.5', '91420')])?.pair,
    ).toBe('USDC/IRT');
    expect(firstTradable([market('USDT/IRT', '92150', '0')])).toBeUndefined();
  });

  it('finds none in an empty list', () => {
    expect(firstTradable([])).toBeUndefined();
  });
});
