import { describe, expect, it } from 'vitest';
import { keysOf } from '../../i18n/catalogueKeys';
import en from './en.json';
import fa from './fa.json';

describe("the back office's shared words", () => {
  it('exist in Persian and in English, key for key', () => {
    expect(keysOf(fa)).toEqual(keysOf(en));
  });
});
