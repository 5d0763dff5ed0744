import { describe, expect, it } from 'vitest';
import { summarizeAuditDetails } from './summarizeAuditDetails';

describe('summarizeAuditDetails', () => {
  it('lists plain details in the order the server wrote them, each with what it is', () => {
    expect(
      summarizeAuditDetails({
        user_id: 12,
        email: 'sara@example.com',
        limit: '5000000.000000',
        frozen_at: '2026-03-07T06:15:00.000Z',
        reason: 'Blurry photo',
      }),
    ).toEqual([
      { key: 'user_id', value: '12', kind: 'identifier' },
      { key: 'email', value: 'sara@example.com', kind: 'identifier' },
      { key: 'limit', value: '5000000.000000', kind: 'number' },
      { key: 'frozen_at', value: '2026-03-07T06:15:00.000Z', kind: 'date' },
      { key: 'reason', value: 'Blurry photo', kind: 'text' },
    ]);
  });

  it('keeps only the changed values, each next to the value it replaced', () => {
    expect(
      summarizeAuditDetails({
        pair: 'USDT/IRT',
        old: { buy_price: '91000.000000', sell_price: '90600.000000', mode: 'manual' },
        new: { buy_price: '92000', sell_price: '90600', mode: 'manual' },
      }),
    ).toEqual([
      { key: 'pair', value: 'USDT/IRT', kind: 'text' },
      { key: 'buy_price', value: '92000', previous: '91000.000000', kind: 'number' },
    ]);
  });

  it('keeps a value the change removed, with nothing after it', () => {
    expect(summarizeAuditDetails({ before: { a: 'x', b: 'y' }, after: { a: 'x' } })).toEqual([
      { key: 'b', value: '', previous: 'y', kind: 'text' },
    ]);
  });

  it('shows a first value (nothing before it) without a previous one', () => {
    expect(summarizeAuditDetails({ before: null, after: { buy_price: '92000' } })).toEqual([
      { key: 'buy_price', value: '92000', kind: 'number' },
    ]);
  });

  it('flattens nested values and lists of objects (numbered from 1), never writing JSON', () => {
    expect(
      summarizeAuditDetails({
        order: { id: 5, side: 'Buy' },
        deposits: [{ id: '41', amount: '1.5' }, { id: '42' }],
        note: null,
        tags: ['a', 'b'],
        ok: true,
      }),
    ).toEqual([
      { key: 'order.id', value: '5', kind: 'identifier' },
      { key: 'order.side', value: 'Buy', kind: 'text' },
      { key: 'deposits.1.id', value: '41', kind: 'identifier' },
      { key: 'deposits.1.amount', value: '1.5', kind: 'number' },
      { key: 'deposits.2.id', value: '42', kind: 'identifier' },
      { key: 'note', value: '', kind: 'text' },
      { key: 'tags', value: 'a, b', kind: 'text' },
      { key: 'ok', value: 'true', kind: 'text' },
    ]);
  });

  it('treats a lone "new" that is not an object as a plain detail', () => {
    expect(summarizeAuditDetails({ new: 'value' })).toEqual([{ key: 'new', value: 'value', kind: 'text' }]);
  });

  it('gives nothing for empty details', () => {
    expect(summarizeAuditDetails({})).toEqual([]);
  });
});
