import { describe, expect, it } from 'vitest';
import en from './en.json';
import fa from './fa.json';

/** Every key of a nested catalogue, dotted: `generate.rangeLabel`. */
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

describe('the reports messages', () => {
  it('exist in Persian and in English, key for key', () => {
    expect(keysOf(fa).sort()).toEqual(keysOf(en).sort());
  });

  it('write numbers in Persian digits on a Persian page (placeholders aside)', () => {
    const withLatinDigits = textsOf(fa).filter((text) => /[0-9]/.test(text.replace(/\{\{\w+\}\}/g, '')));
    expect(withLatinDigits).toEqual([]);
  });

  it('have a message for every answer of the range rules', () => {
    const keys = keysOf(en);
    const needed = [
      'validation.rangeRequired',
      'validation.toBeforeFrom',
      'validation.future',
      'validation.tooLong',
    ];
    expect(needed.filter((key) => !keys.includes(key))).toEqual([]);
  });
});
