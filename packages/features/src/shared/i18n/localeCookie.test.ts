import { describe, expect, it } from 'vitest';
import { LOCALE_COOKIE, writeLocaleCookie } from './localeCookie';

describe('writeLocaleCookie', () => {
  it('writes the language for the whole site, for a year, not sent cross-site', () => {
    const doc = { cookie: '' };
    writeLocaleCookie('en', doc);
    expect(doc.cookie).toBe(`${LOCALE_COOKIE}=en; Path=/; Max-Age=31536000; SameSite=Lax`);
  });

  it('does nothing without a document', () => {
    expect(() => writeLocaleCookie('fa', undefined)).not.toThrow();
  });
});
