import englishAriaStrings from 'react-aria-components/i18n/en-US';
import { describe, expect, it } from 'vitest';
import { buildAriaStrings } from './ariaStrings';
import { persianAriaStrings, type AriaFormatter, type AriaMessage } from './persianAriaStrings';

const formatter = (locale: string): AriaFormatter => ({
  locale,
  number: (value) => new Intl.NumberFormat(locale).format(value),
});

const say = (message: AriaMessage | undefined, locale: string, args: Record<string, string> = {}) =>
  typeof message === 'function' ? message(args, formatter(locale)) : message;

describe('React Aria strings', () => {
  const table = buildAriaStrings();
  const english = englishAriaStrings as unknown as Record<string, Record<string, AriaMessage>>;

  it('holds every package and message of React Aria, since a missing one would throw at render', () => {
    expect(Object.keys(table).sort()).toEqual(Object.keys(english).sort());
    for (const pkg of Object.keys(english))
      expect(Object.keys(table[pkg]!).sort()).toEqual(Object.keys(english[pkg]!).sort());
  });

  it('translates only messages React Aria has, so a renamed key upstream is noticed', () => {
    for (const [pkg, messages] of Object.entries(persianAriaStrings)) {
      for (const key of Object.keys(messages)) expect(english[pkg], `${pkg}`).toHaveProperty([key]);
    }
  });

  it('answers a Persian component in Persian, whatever its calendar, and others in English', () => {
    const description = table['@react-aria/datepicker']!.selectedDateDescription;
    expect(say(description, 'fa-IR-u-ca-persian', { date: '۱ فروردین ۱۳۶۹' })).toBe(
      'تاریخ انتخاب‌شده: ۱ فروردین ۱۳۶۹',
    );
    expect(say(description, 'en-US', { date: 'March 21, 1990' })).toBe('Selected Date: March 21, 1990');
    expect(say(table['@react-aria/overlays']!.dismiss, 'fa-IR')).toBe('بستن');
    expect(say(table['@react-aria/overlays']!.dismiss, 'en-US')).toBe('Dismiss');
  });

  it('writes counts in the reader digits', () => {
    expect(say(table['@react-aria/toast']!.notifications, 'fa-IR', { count: '3' })).toBe('۳ اعلان.');
  });

  it('leaves untranslated messages as React Aria wrote them', () => {
    expect(table['@react-aria/table']!.select).toBe(english['@react-aria/table']!.select);
  });
});
