import { describe, expect, it } from 'vitest';
import en from './en.json';
import fa from './fa.json';

/** Every key of a nested catalogue, dotted: `link.copied`. */
function keysOf(catalogue: object, prefix = ''): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'object' && value !== null ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function textsOf(catalogue: object): string[] {
  return Object.values(catalogue).flatMap((value) =>
    typeof value === 'object' && value !== null ? textsOf(value) : [String(value)],
  );
}

describe('the referral messages', () => {
  it('exist in Persian and in English, key for key', () => {
    expect(keysOf(fa).sort()).toEqual(keysOf(en).sort());
  });

  it('write numbers in Persian digits on a Persian page (placeholders aside)', () => {
    const withLatinDigits = textsOf(fa).filter((text) => /[0-9]/.test(text.replace(/\{\{\w+\}\}/g, '')));
    expect(withLatinDigits).toEqual([]);
  });

  it('say the referral messages of spec section 8 word for word in English', () => {
    expect(en.failed).toBe('Failed to load referrals');
    expect(en.link.copyFailed).toBe('Failed to copy link');
    expect(en.link.copied).toBe('Referral link copied to clipboard!');
  });
});
