import { describe, expect, it } from 'vitest';
import { figuresOf } from './orderFigures';

const buy = {
  side: 'Buy' as const,
  base_symbol: 'USDT',
  quote_symbol: 'IRT',
  amount: '20000000',
  paid: '20000000',
  received: '217.006',
};

describe('an order says what happened in its state', () => {
  it('a filled order paid and received, and was charged its fee', () => {
    expect(figuresOf({ ...buy, status: 'Filled', paid: '19990000' })).toEqual({
      pays: { name: 'paid', amount: '19990000', symbol: 'IRT' },
      receives: { name: 'received', amount: '217.006', symbol: 'USDT' },
      fee: 'charged',
    });
  });

  it('a waiting order holds what it offered and has still to receive; its fee is charged only if it fills', () => {
    expect(figuresOf({ ...buy, status: 'Processing', paid: '19990000' })).toEqual({
      pays: { name: 'held', amount: '20000000', symbol: 'IRT' },
      receives: { name: 'toReceive', amount: '217.006', symbol: 'USDT' },
      fee: 'ifFilled',
    });
  });

  it('a cancelled order paid nothing, received nothing, was charged nothing: what it held came back', () => {
    expect(figuresOf({ ...buy, status: 'Cancelled' })).toEqual({
      pays: { name: 'heldReturned', amount: '20000000', symbol: 'IRT' },
      receives: null,
      fee: 'none',
    });
    expect(figuresOf({ ...buy, side: 'Sell', status: 'Cancelled', amount: '100.5' }).pays).toEqual({
      name: 'heldReturned',
      amount: '100.5',
      symbol: 'USDT',
    });
  });
});
