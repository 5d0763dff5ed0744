import { describe, expect, it } from 'vitest';
import { approvalStageOf, awaitsUser, sidesOf } from './orderSides';

const order = {
  status: 'Processing',
  approval_required: true,
  admin_approved: false,
  user_approved: false,
} as const;

describe('sidesOf', () => {
  it('a Buy pays Toman and receives Tether; a Sell pays Tether and receives Toman', () => {
    const pair = { base_symbol: 'USDT', quote_symbol: 'IRT' };
    expect(sidesOf({ side: 'Buy', ...pair })).toEqual({ paid: 'IRT', received: 'USDT', fee: 'IRT' });
    expect(sidesOf({ side: 'Sell', ...pair })).toEqual({ paid: 'USDT', received: 'IRT', fee: 'IRT' });
  });
});

describe('approvalStageOf', () => {
  it('an order under the limit has no approval stage', () => {
    expect(approvalStageOf({ ...order, approval_required: false })).toBeNull();
  });

  it('waits for the desk first, then for the person', () => {
    expect(approvalStageOf(order)).toBe('waitingForDesk');
    expect(approvalStageOf({ ...order, admin_approved: true })).toBe('waitingForYou');
  });

  it('is approved once both sides approved', () => {
    expect(approvalStageOf({ ...order, status: 'Filled', admin_approved: true, user_approved: true })).toBe(
      'approved',
    );
  });

  it('a cancelled order (rejected or expired) waits for nobody', () => {
    expect(approvalStageOf({ ...order, status: 'Cancelled', admin_approved: true })).toBeNull();
    expect(approvalStageOf({ ...order, status: 'Cancelled' })).toBeNull();
  });
});

describe('awaitsUser (the approval list: Processing, approval required, not approved by the person)', () => {
  it('holds before and after the desk decided', () => {
    const deskApproved = { ...order, admin_approved: true };
    expect(awaitsUser(order)).toBe(true);
    expect(awaitsUser(deskApproved)).toBe(true);
  });

  it('does not hold once answered, cancelled, or without approval', () => {
    expect(awaitsUser({ ...order, user_approved: true })).toBe(false);
    expect(awaitsUser({ ...order, status: 'Cancelled' })).toBe(false);
    expect(awaitsUser({ ...order, approval_required: false })).toBe(false);
  });
});
