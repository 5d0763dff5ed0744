import { describe, expect, it } from 'vitest';
import { buyFigures, sellFigures } from './quoteMath';

// The mock server must answer the contract's figures, or a story would assert numbers no server gives.
describe('the mock quote figures follow the contract (schema Quote)', () => {
  it('a Buy takes the fee from the Toman paid and floors the Tether to 6 decimals', () => {
    // fee = floor(50,000,000 x 0.25%) = 125,000; (50,000,000 - 125,000) / 92,150 = 541.23711340...
    expect(buyFigures('50000000', '92150', '0.25')).toEqual({
      quantity: '541.237113',
      fee_value: '125000',
      total: '541.237113',
    });
  });

  it('a Sell takes the floored fee from the floored Toman value', () => {
    // value = 100.5 x 91,800.5 = 9,225,950.25; fee = floor(9,225,950.25 x 0.25%) = 23,064
    expect(sellFigures('100.5', '91800.5', '0.25')).toEqual({
      quantity: '100.5',
      fee_value: '23064',
      total: '9202886',
    });
  });
});
