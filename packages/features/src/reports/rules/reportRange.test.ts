import { CalendarDate, parseDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import {
  daysCovered,
  defaultReportRange,
  MAX_REPORT_DAYS,
  rangeOf,
  todayInTehran,
  toReportRequest,
  validateReportRange,
} from './reportRange';

const today = parseDate('2026-03-10');

describe('the day a report counts as today', () => {
  it('is the Tehran day, which starts three and a half hours before UTC midnight', () => {
    expect(todayInTehran(new Date('2026-03-09T20:29:00Z')).toString()).toBe('2026-03-09');
    expect(todayInTehran(new Date('2026-03-09T20:30:00Z')).toString()).toBe('2026-03-10');
  });
});

describe('the default range: this month so far', () => {
  it('starts on the first of the Gregorian month in English', () => {
    const range = defaultReportRange(today, 'gregory');
    expect([range.from?.toString(), range.to?.toString()]).toEqual(['2026-03-01', '2026-03-10']);
  });

  it('starts on the first of the Jalali month on a Persian page (1 Esfand 1404 = 20 February 2026)', () => {
    const range = defaultReportRange(today, 'persian');
    expect([range.from?.toString(), range.to?.toString()]).toEqual(['2026-02-20', '2026-03-10']);
  });

  it('is today alone on the first day of a month', () => {
    const range = defaultReportRange(parseDate('2026-02-20'), 'persian');
    expect(range.from?.toString()).toBe('2026-02-20');
  });
});

describe('the range rules', () => {
  const check = (from: string | null, to: string | null) =>
    validateReportRange({ from: from ? parseDate(from) : null, to: to ? parseDate(to) : null }, today);

  it('wants both ends', () => {
    expect(check(null, null)).toEqual({ from: 'validation.rangeRequired' });
    expect(check('2026-03-01', null)).toEqual({ from: 'validation.rangeRequired' });
  });

  it('refuses an end before the start, and takes a single day', () => {
    expect(check('2026-03-05', '2026-03-04')).toEqual({ to: 'validation.toBeforeFrom' });
    expect(check('2026-03-05', '2026-03-05')).toEqual({});
  });

  it('refuses days after today (Tehran), today itself included in the range', () => {
    expect(check('2026-03-01', '2026-03-10')).toEqual({});
    expect(check('2026-03-01', '2026-03-11')).toEqual({ to: 'validation.future' });
    expect(check('2026-03-11', '2026-03-12')).toEqual({ to: 'validation.future' });
  });

  it(`takes ${MAX_REPORT_DAYS} days with both ends counted, and not one more`, () => {
    // 11 March 2025 to 10 March 2026: 365 days; from 10 March 2025, 366.
    expect(daysCovered(parseDate('2025-03-10'), parseDate('2026-03-10'))).toBe(366);
    expect(check('2025-03-10', '2026-03-10')).toEqual({});
    expect(check('2025-03-09', '2026-03-10')).toEqual({ to: 'validation.tooLong' });
  });

  it('counts a leap year whole: 1 January to 31 December 2024 is 366 days', () => {
    expect(daysCovered(parseDate('2024-01-01'), parseDate('2024-12-31'))).toBe(366);
  });
});

describe('what is sent', () => {
  it('is Gregorian ISO dates', () => {
    expect(
      toReportRequest({ from: new CalendarDate(2026, 2, 20), to: new CalendarDate(2026, 3, 10) }),
    ).toEqual({
      from: '2026-02-20',
      to: '2026-03-10',
    });
  });

  it("reads a report's range back", () => {
    const range = rangeOf({ from: '2025-12-22', to: '2026-01-20' });
    expect(range.from?.toString()).toBe('2025-12-22');
    expect(range.to?.toString()).toBe('2026-01-20');
  });
});
