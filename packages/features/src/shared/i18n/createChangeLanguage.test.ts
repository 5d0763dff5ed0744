import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createChangeLanguage } from './createChangeLanguage';
import { i18n } from './i18n';
import { LOCALE_STORAGE_KEY, readStoredLocale } from './locales';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('changeLanguage (spec section 4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(async () => {
    vi.useRealTimers();
    await i18n.changeLanguage('fa');
  });

  it('stores the locale, sets dir and lang, toasts in the new language and reloads after 1 s', async () => {
    const storage = memoryStorage();
    const doc = { documentElement: { lang: 'fa', dir: 'rtl' } } as unknown as Document;
    const notify = vi.fn();
    const reload = vi.fn();
    const changeLanguage = createChangeLanguage({ i18n, notify, reload, storage, doc });

    await changeLanguage('en');

    expect(storage.getItem(LOCALE_STORAGE_KEY)).toBe('en');
    expect(doc.documentElement.dir).toBe('ltr');
    expect(doc.documentElement.lang).toBe('en');
    expect(notify).toHaveBeenCalledWith('Language changed successfully');
    vi.advanceTimersByTime(999);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('says it in Persian and sets rtl when switching to fa', async () => {
    const storage = memoryStorage();
    const doc = { documentElement: { lang: 'en', dir: 'ltr' } } as unknown as Document;
    const notify = vi.fn();
    await createChangeLanguage({ i18n, notify, reload: vi.fn(), storage, doc })('fa');
    expect(doc.documentElement.dir).toBe('rtl');
    expect(notify).toHaveBeenCalledWith('زبان با موفقیت تغییر کرد');
  });
});

describe('readStoredLocale', () => {
  it('defaults to fa and ignores unknown values', () => {
    const storage = memoryStorage();
    expect(readStoredLocale(storage)).toBe('fa');
    storage.setItem(LOCALE_STORAGE_KEY, 'de');
    expect(readStoredLocale(storage)).toBe('fa');
    storage.setItem(LOCALE_STORAGE_KEY, 'en');
    expect(readStoredLocale(storage)).toBe('en');
  });
});
