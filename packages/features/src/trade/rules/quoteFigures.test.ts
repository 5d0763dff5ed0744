import { describe, expect, it } from 'vitest';
import type { Quote } from '../api/createQuote';
import { priceMove } from './priceMove';
import { quoteFigures } from './quoteFigures';

const buy: Quote = {
  id: '6f1c1c53-2b53-4a8e-9a57-1b6f8c7d2e10',
  pair: 'USDT/IRT',
  side: 'Buy',
  amount: '50000000',
  price: '92150',
  quantity: '541.237113',
  fee_value: '125000',
  fee: '0.25',
  total: '541.237113',
  approval_required: false,
  expires_at: '2026-03-21T10:30:30+03:30',
  valid_seconds: 30,
};

describe('quoteFigures: the server figures, paid and received as spec section 2 words an order', () => {
  it('a Buy pays the amount in Toman and receives the total in Tether', () => {
    const figures = quoteFigures(buy);
    expect(figures.paid).toEqual({ amount: '50000000', symbol: 'IRT' });
    expect(figures.received).toEqual({ amount: '541.237113', symbol: 'USDT' });
    expect(figures.price).toBe('92150');
  });

  it('a Sell pays the amount in Tether and receives the total in Toman', () => {
    const figures = quoteFigures({
      ...buy,
      side: 'Sell',
      amount: '100',
      quantity: '100',
      price: '91800',
      fee_value: '22950',
      total: '9157050',
    });
    expect(figures.paid).toEqual({ amount: '100', symbol: 'USDT' });
    expect(figures.received).toEqual({ amount: '9157050', symbol: 'IRT' });
  });

  it('states the fee in Toman on both sides, with its percent', () => {
    expect(quoteFigures(buy).fee).toEqual({ amount: '125000', symbol: 'IRT', percent: '0.25' });
    expect(quoteFigures({ ...buy, side: 'Sell' }).fee.symbol).toBe('IRT');
  });
});

describe('priceMove', () => {
  it('compares prices exactly, whatever their zeros', () => {
    expect(priceMove('92150', '92400')).toBe('up');
    expect(priceMove('92150', '91800.5')).toBe('down');
    expect(priceMove('92150', '92150.000')).toBe('same');
    expect(priceMove('900719925474099300', '900719925474099301')).toBe('up');
  });
});
