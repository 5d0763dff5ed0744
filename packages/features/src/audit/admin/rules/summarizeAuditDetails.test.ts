import { describe, expect, it } from 'vitest';
import { summarizeAuditDetails } from './summarizeAuditDetails';

describe('summarizeAuditDetails', () => {
  it('lists plain details in the order the server wrote them', () => {
    expect(summarizeAuditDetails({ user_id: 12, user_type: 'individual', reason: 'Blurry photo' })).toEqual([
      { key: 'user_id', value: '12' },
      { key: 'user_type', value: 'individual' },
      { key: 'reason', value: 'Blurry photo' },
    ]);
  });

  it('puts each changed value next to the value it replaced', () => {
    expect(
      summarizeAuditDetails({
        pair: 'USDT/IRT',
        old: { buy_price: '91000', sell_price: '90600' },
        new: { buy_price: '92000', sell_price: '91600' },
      }),
    ).toEqual([
      { key: 'pair', value: 'USDT/IRT' },
      { key: 'buy_price', value: '92000', previous: '91000' },
      { key: 'sell_price', value: '91600', previous: '90600' },
    ]);
  });

  it('shows a first value (nothing before it) without a previous one', () => {
    expect(summarizeAuditDetails({ before: null, after: { buy_price: '92000' } })).toEqual([
      { key: 'buy_price', value: '92000' },
    ]);
  });

  it('flattens nested values and writes null, lists and booleans as text', () => {
    expect(
      summarizeAuditDetails({ order: { id: 5, side: 'Buy' }, note: null, tags: ['a', 'b'], ok: true }),
    ).toEqual([
      { key: 'order.id', value: '5' },
      { key: 'order.side', value: 'Buy' },
      { key: 'note', value: '' },
      { key: 'tags', value: 'a, b' },
      { key: 'ok', value: 'true' },
    ]);
  });

  it('treats a lone "new" that is not an object as a plain detail', () => {
    expect(summarizeAuditDetails({ new: 'value' })).toEqual([{ key: 'new', value: 'value' }]);
  });

  it('gives nothing for empty details', () => {
    expect(summarizeAuditDetails({})).toEqual([]);
  });
});
