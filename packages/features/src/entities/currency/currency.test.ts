import { describe, expect, it } from 'vitest';
import { CURRENCIES, isCurrency, networkName, scaleOf, typedDecimalsOf } from './currency';

describe('currencies', () => {
  it("are the contract's", () => {
    expect(CURRENCIES).toEqual(['IRT', 'USDT']);
    expect(isCurrency('USDT')).toBe(true);
    expect(isCurrency('BTC')).toBe(false);
  });

  it('hold Toman whole and Tether to 6 decimals, and take Tether typed to 3', () => {
    expect([scaleOf('IRT'), scaleOf('USDT')]).toEqual([0, 6]);
    expect([typedDecimalsOf('IRT'), typedDecimalsOf('USDT')]).toEqual([0, 3]);
  });

  it('name the network by one name, TRC-20, an unknown code as it comes', () => {
    expect(networkName('TRC20')).toBe('TRC-20');
    expect(networkName('ERC20')).toBe('ERC20');
  });
});
