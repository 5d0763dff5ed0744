import { describe, expect, it } from 'vitest';
import { formatDateTime } from './formatDateTime';

// 10:30 UTC is 14:00 in Tehran (UTC+3:30, no daylight saving since 2022); 1 Farvardin 1403 in Jalali.
const nowruz = '2024-03-20T10:30:00Z';

describe('formatDateTime', () => {
  it('shows the Jalali date and Tehran time in Persian digits in fa', () => {
    const text = formatDateTime(nowruz, { locale: 'fa' });
    expect(text).toContain('۱۴۰۳');
    expect(text).toContain('فروردین');
    expect(text).toContain('۱۴:۰۰');
  });

  it('shows the Gregorian date and Tehran time in en', () => {
    expect(formatDateTime(nowruz, { locale: 'en' })).toBe('20 March 2024 at 14:00');
  });

  it('can leave out the time', () => {
    expect(formatDateTime(nowruz, { locale: 'en', showTime: false })).toBe('20 March 2024');
  });

  it('crosses the date line in Tehran, not in UTC', () => {
    expect(formatDateTime('2024-03-19T21:00:00Z', { locale: 'en', showTime: false })).toBe('20 March 2024');
  });

  it('takes another time zone', () => {
    expect(formatDateTime(nowruz, { locale: 'en', timeZone: 'UTC' })).toBe('20 March 2024 at 10:30');
  });

  it('shows blank for empty input and returns what does not parse as it is', () => {
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('not a date');
  });
});
