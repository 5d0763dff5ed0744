import { describe, expect, it } from 'vitest';
import {
  toOrderApproval,
  validateOrderApproval,
  validateRejectionNote,
  type OrderApprovalValues,
} from './validateOrderDecision';

const V = 'orders.validation';
const values = (overrides: Partial<OrderApprovalValues> = {}): OrderApprovalValues => ({
  final_price: '',
  final_quantity: '',
  note: '',
  ...overrides,
});

describe('validateOrderApproval', () => {
  it('lets the desk approve as quoted: every field may stay empty', () => {
    expect(validateOrderApproval(values())).toEqual({});
  });

  it('takes a final price and quantity above zero', () => {
    expect(validateOrderApproval(values({ final_price: '92300', final_quantity: '8600.25' }))).toEqual({});
    expect(validateOrderApproval(values({ final_price: '0', final_quantity: '0.000' }))).toEqual({
      final_price: `${V}.pricePositive`,
      final_quantity: `${V}.quantityPositive`,
    });
  });

  it('counts the note in characters, 500 at most', () => {
    expect(validateOrderApproval(values({ note: '😀'.repeat(500) }))).toEqual({});
    expect(validateOrderApproval(values({ note: 'x'.repeat(501) }))).toEqual({ note: `${V}.noteTooLong` });
  });
});

describe('toOrderApproval', () => {
  it('sends nothing the desk left empty, so the server keeps the quote', () => {
    expect(toOrderApproval(values({ note: '   ' }))).toEqual({});
  });

  it('sends the figures in the contract form and the note trimmed', () => {
    expect(
      toOrderApproval(values({ final_price: '92300.50', final_quantity: '8600.250', note: ' Desk rate ' })),
    ).toEqual({ final_price: '92300.5', final_quantity: '8600.25', note: 'Desk rate' });
  });
});

describe('validateRejectionNote', () => {
  it('needs a note the person can read', () => {
    expect(validateRejectionNote('  ')).toBe(`${V}.noteRequired`);
    expect(validateRejectionNote('Above today’s capacity')).toBeUndefined();
    expect(validateRejectionNote('x'.repeat(501))).toBe(`${V}.noteTooLong`);
  });
});
