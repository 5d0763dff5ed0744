import { describe, expect, it } from 'vitest';
import { normalizeDigits } from '../utils/normalizeDigits';
import { displayLocaleOf, parseDigits, toLocaleDigits } from './localeDigits';

describe('toLocaleDigits', () => {
  it('writes Persian digits in fa and keeps other characters', () => {
    expect(toLocaleDigits('0123456789', 'fa')).toBe('۰۱۲۳۴۵۶۷۸۹');
    expect(toLocaleDigits('Step 2 of 3', 'fa')).toBe('Step ۲ of ۳');
  });

  it('writes Latin digits in en, whatever the script it gets', () => {
    expect(toLocaleDigits('۱۲۳ ٤٥٦ 789', 'en')).toBe('123 456 789');
  });
});

describe('parseDigits', () => {
  it('turns typed digits of any script into Latin digits', () => {
    expect(parseDigits('۱۲٣4.۵')).toBe('1234.5');
  });

  it('is the shared normaliser, not a copy of it', () => {
    expect(parseDigits).toBe(normalizeDigits);
  });
});

describe('displayLocaleOf', () => {
  it.each([
    ['fa', 'fa'],
    ['fa-IR', 'fa'],
    ['fa-IR-u-ca-persian', 'fa'],
    ['en-US', 'en'],
    ['de', 'en'],
  ] as const)('%s -> %s', (tag, expected) => {
    expect(displayLocaleOf(tag)).toBe(expected);
  });
});
