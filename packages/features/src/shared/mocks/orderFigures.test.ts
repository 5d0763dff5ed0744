import { describe, expect, it } from 'vitest';
import { buyFigures, finalFigures, isAbove, mostQuantityFor, sellFigures } from './orderFigures';

describe('the mock server figures orders by the contract', () => {
  it('a Buy: the fee is floored in whole Toman, the Tether floored to 6 decimals', () => {
    expect(buyFigures('12500000', '92150', '0.3')).toEqual({
      amount: '12500000',
      quantity: '135.241454',
      fee_value: '37500',
      total: '135.241454',
    });
  });

  it('a Sell: the fee is floored on the value, the Toman received whole', () => {
    expect(sellFigures('150.5', '91800', '0.3')).toEqual({
      amount: '150.5',
      quantity: '150.5',
      fee_value: '41447',
      total: '13774453',
    });
  });

  it('a Sell of a fractional price: value 100.5 x 91,800.5 = 9,225,950.25, fee floored on it', () => {
    expect(sellFigures('100.5', '91800.5', '0.25')).toMatchObject({ fee_value: '23064', total: '9202886' });
  });

  it("a Buy's final paid is the least whole Toman whose net after the fee covers the cost", () => {
    const { paid, received, fee_value } = finalFigures('Buy', '10000', '92300', '0.3');
    expect(received).toBe('10000');
    const net = (value: bigint) => value - (value * 3n) / 1000n;
    expect(net(BigInt(paid)) >= 923000000n).toBe(true);
    expect(net(BigInt(paid) - 1n) >= 923000000n).toBe(false);
    expect(fee_value).toBe(String((BigInt(paid) * 3n) / 1000n));
  });

  it("a Sell's final figures: the quantity paid, the value less its fee received", () => {
    expect(finalFigures('Sell', '7000', '91700', '0.3')).toEqual({
      paid: '7000',
      received: '639974300',
      fee_value: '1925700',
    });
  });

  it('the most Tether a hold covers never pays more than was held', () => {
    const most = mostQuantityFor('800000000', '92150', '0.3');
    expect(isAbove(finalFigures('Buy', most, '92150', '0.3').paid, '800000000')).toBe(false);
    // One millionth more, in exact text: no float may round it away.
    const [integer = '0', decimals = ''] = most.split('.');
    const micros = BigInt(integer) * 1_000_000n + BigInt(decimals.padEnd(6, '0')) + 1n;
    const more = `${micros / 1_000_000n}.${String(micros % 1_000_000n).padStart(6, '0')}`;
    expect(isAbove(finalFigures('Buy', more, '92150', '0.3').paid, '800000000')).toBe(true);
  });
});
