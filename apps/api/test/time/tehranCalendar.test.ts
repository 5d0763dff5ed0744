import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  nextTehranDay,
  nextTehranMonth,
  startOfTehranDay,
  startOfTehranMonth,
} from '../../src/time/tehranCalendar.js';

// The platform's own Persian calendar in Tehran is the oracle: what limits call a day and a month is what
// a person in Tehran reads on their phone.
const persianParts = new Intl.DateTimeFormat('en-u-ca-persian-nu-latn', {
  timeZone: 'Asia/Tehran',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});
function inTehran(at: Date) {
  const parts = Object.fromEntries(persianParts.formatToParts(at).map((part) => [part.type, part.value]));
  return {
    year: Number.parseInt(parts.year!, 10),
    month: Number(parts.month),
    day: Number(parts.day),
    minutes: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

const moments = fc.date({
  min: new Date('2023-01-01T00:00:00Z'),
  max: new Date('2040-12-31T00:00:00Z'),
  noInvalidDate: true,
});

describe('the Tehran calendar of limits', () => {
  it('starts a day at midnight in Tehran, and the next one 24 hours later', () => {
    fc.assert(
      fc.property(moments, (at) => {
        const start = startOfTehranDay(at);
        expect(start <= at && at < nextTehranDay(at)).toBe(true);
        expect(inTehran(start)).toMatchObject({ day: inTehran(at).day, minutes: 0 });
      }),
    );
  });

  it('starts a month on the first of the Persian month, and the next month on the next first', () => {
    fc.assert(
      fc.property(moments, (at) => {
        const start = startOfTehranMonth(at);
        const next = nextTehranMonth(at);
        expect(start <= at && at < next).toBe(true);
        const month = inTehran(at);
        expect(inTehran(start)).toEqual({ year: month.year, month: month.month, day: 1, minutes: 0 });
        expect(inTehran(next)).toMatchObject({ day: 1, minutes: 0 });
        // The minute before the next month is still this month (29, 30 or 31 days long).
        expect(inTehran(new Date(next.getTime() - 60_000))).toMatchObject({
          year: month.year,
          month: month.month,
        });
      }),
    );
  });

  it('knows the Persian new year and the last month of a leap year', () => {
    // 1 Farvardin 1405 began on 21 March 2026 in Tehran; Esfand 1403 had 30 days (a leap year).
    expect(startOfTehranMonth(new Date('2026-04-01T12:00:00Z')).toISOString()).toBe(
      '2026-03-20T20:30:00.000Z',
    );
    expect(nextTehranMonth(new Date('2025-03-10T12:00:00Z')).toISOString()).toBe('2025-03-20T20:30:00.000Z');
  });
});
