import { describe, expect, it } from 'vitest';
import shared from '../../../shared/admin/i18n/en.json';
import { keysOf } from '../../../shared/i18n/catalogueKeys';
import en from './en.json';
import fa from './fa.json';

describe("the desk board's words (their part of the admin namespace)", () => {
  it('exist in Persian and in English, key for key', () => {
    expect(keysOf(fa)).toEqual(keysOf(en));
  });

  it('add only their own keys: none of the shared words', () => {
    const sharedKeys = new Set(keysOf(shared));
    expect(keysOf(en).filter((key) => sharedKeys.has(key))).toEqual([]);
  });
});
