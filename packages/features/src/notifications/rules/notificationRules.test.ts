import { describe, expect, it } from 'vitest';
import { isUnread, notificationTarget } from './notificationTarget';
import { lookOf, NOTIFICATION_KINDS } from './notificationKinds';

describe('where opening a notification goes', () => {
  it('follows a path of the app, with its query and hash', () => {
    expect(notificationTarget({ link: '/orders/1041/details' })).toBe('/orders/1041/details');
    expect(notificationTarget({ link: '/orders?status=Filled#top' })).toBe('/orders?status=Filled#top');
  });

  it('goes nowhere without a link', () => {
    expect(notificationTarget({ link: null })).toBeUndefined();
    expect(notificationTarget({ link: '' })).toBeUndefined();
  });

  it('never leaves the app, whatever the link says', () => {
    for (const link of [
      'https://evil.example/orders',
      '//evil.example/orders',
      '/\\evil.example',
      'javascript:alert(1)',
      'orders/12/details',
    ]) {
      expect(notificationTarget({ link }), link).toBeUndefined();
    }
  });
});

describe('a notification kind', () => {
  it('draws every kind the server sends with its subject', () => {
    const subjects = NOTIFICATION_KINDS.map((kind) => lookOf(kind).subject);
    expect(subjects).not.toContain('general');
    expect(lookOf('deposit_approved')).toEqual({ subject: 'deposit', tone: 'positive' });
    expect(lookOf('withdraw_rejected')).toEqual({ subject: 'withdraw', tone: 'critical' });
    expect(lookOf('order_awaiting_answer')).toEqual({ subject: 'order', tone: 'warning' });
  });

  it('draws a kind added later with the general bell, not an error', () => {
    expect(lookOf('price_alert')).toEqual({ subject: 'general', tone: 'neutral' });
  });
});

describe('unread', () => {
  it('is a notification never opened', () => {
    expect(isUnread({ read_at: null })).toBe(true);
    expect(isUnread({ read_at: '2026-03-10T08:00:00.000Z' })).toBe(false);
  });
});
