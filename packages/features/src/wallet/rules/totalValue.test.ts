import { describe, expect, it } from 'vitest';
import type { Balance } from '../../entities/balance';
import { totalValue } from './totalValue';

const balance = (overrides: Partial<Balance>): Balance => ({
  currency: 'IRT',
  symbol: 'IRT',
  available: '0',
  locked: '0',
  value_irt: '0',
  ...overrides,
});

describe('totalValue (the wallet in Toman)', () => {
  it('adds every value_irt exactly, beyond what a float holds', () => {
    const result = totalValue([
      balance({ available: '9007199254740993', value_irt: '9007199254740993' }),
      balance({ currency: 'USDT', symbol: 'USDT', available: '1', value_irt: '92150' }),
    ]);
    expect(result).toEqual({ total: '9007199254833143', unpriced: [] });
  });

  it('names a held currency without a price, and leaves it out of the total', () => {
    const result = totalValue([
      balance({ available: '125000000', value_irt: '125000000' }),
      balance({ currency: 'USDT', symbol: 'USDT', available: '0', locked: '20', value_irt: null }),
    ]);
    expect(result).toEqual({ total: '125000000', unpriced: ['USDT'] });
  });

  it('says nothing of an unpriced currency the person holds none of', () => {
    const result = totalValue([
      balance({ available: '5', value_irt: '5' }),
      balance({ currency: 'USDT', symbol: 'USDT', available: '0.000', locked: '0', value_irt: null }),
    ]);
    expect(result).toEqual({ total: '5', unpriced: [] });
  });

  it('is 0 for an empty wallet', () => {
    expect(totalValue([])).toEqual({ total: '0', unpriced: [] });
  });
});
