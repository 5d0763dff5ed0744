import { describe, expect, it } from 'vitest';
import en from './en.json';
import fa from './fa.json';

/** Every key of a nested catalogue, dotted: `enrolment.codes.done`. */
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

describe('the security messages', () => {
  it('exist in Persian and in English, key for key', () => {
    expect(keysOf(fa).sort()).toEqual(keysOf(en).sort());
  });

  it('write numbers in Persian digits on a Persian page (placeholders aside)', () => {
    const withLatinDigits = textsOf(fa).filter((text) => /[0-9]/.test(text.replace(/\{\{[\w ,]+\}\}/g, '')));
    expect(withLatinDigits).toEqual([]);
  });

  it('name the card as the rest of the app does', () => {
    expect(fa.secondFactor.title).toBe('ورود دومرحله‌ای');
    expect(en.secondFactor.title).toBe('Two-step sign-in');
  });
});
