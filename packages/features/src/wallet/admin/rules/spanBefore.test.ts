import { describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import '../i18n/registerWalletAdminI18n';
import { spanBefore } from './spanBefore';

const REQUESTED = '2026-03-09T11:37:00+03:30';
const before = (seconds: number) => new Date(Date.parse(REQUESTED) - seconds * 1000).toISOString();

describe('how long before the request a risk sign was (spanBefore)', () => {
  it('is under a minute for less than 60 seconds, and for a moment after the request', () => {
    expect(spanBefore(before(59), REQUESTED)).toEqual({ unit: 'underAMinute', count: 0 });
    expect(spanBefore(before(-30), REQUESTED)).toEqual({ unit: 'underAMinute', count: 0 });
  });

  it('counts whole minutes below an hour, never rounding up to an hour', () => {
    expect(spanBefore(before(60), REQUESTED)).toEqual({ unit: 'minutes', count: 1 });
    expect(spanBefore(before(40 * 60), REQUESTED)).toEqual({ unit: 'minutes', count: 40 });
    expect(spanBefore(before(59 * 60 + 59), REQUESTED)).toEqual({ unit: 'minutes', count: 59 });
  });

  it('rounds to hours from an hour on, up to the 72 hours of the widest window', () => {
    expect(spanBefore(before(60 * 60), REQUESTED)).toEqual({ unit: 'hours', count: 1 });
    expect(spanBefore(before(119 * 60), REQUESTED)).toEqual({ unit: 'hours', count: 2 });
    expect(spanBefore(before(72 * 60 * 60), REQUESTED)).toEqual({ unit: 'hours', count: 72 });
  });

  it('reads in the singular and plural of each language (a Persian count takes the singular noun)', () => {
    const say = (lng: string, unit: string, count: number, number: string) =>
      i18n.t(`admin:wallet.riskSigns.span.${unit}`, { lng, count, number });
    expect(say('en', 'hours', 1, '1')).toBe('1 hour');
    expect(say('en', 'hours', 2, '2')).toBe('2 hours');
    expect(say('en', 'minutes', 1, '1')).toBe('1 minute');
    expect(say('en', 'minutes', 40, '40')).toBe('40 minutes');
    expect(say('fa', 'hours', 1, '۱')).toBe('یک ساعت');
    expect(say('fa', 'hours', 2, '۲')).toBe('۲ ساعت');
    expect(say('fa', 'minutes', 1, '۱')).toBe('یک دقیقه');
    expect(say('fa', 'minutes', 40, '۴۰')).toBe('۴۰ دقیقه');
  });
});
