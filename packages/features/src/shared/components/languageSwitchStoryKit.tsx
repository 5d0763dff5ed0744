// Helpers for stories that press the language switch (workbench only; not part of any public surface).
import { showToast, toastQueue } from '@sarraf/ui';
import type { Decorator } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { createChangeLanguage, type ChangeLanguageDeps } from '../i18n/createChangeLanguage';
import { currentLocale, i18n } from '../i18n/i18n';
import { directionOf, LOCALE_STORAGE_KEY, type Locale } from '../i18n/locales';
import { ChangeLanguageContext } from './LanguageSwitch';

/**
 * What a press of the switch did, recorded instead of done: the workbench's own language, `<html lang>` and
 * stored locale must stay the story's, and a reload would end the test. The real changeLanguage is built
 * the same way (createChangeLanguage), only with these at its ends.
 */
export const languageSwitchRecord = {
  reload: fn(),
  doc: { documentElement: { lang: '', dir: '' } },
  storage: new Map<string, string>(),
  chosen: null as Locale | null,
};

const recordedChangeLanguage = createChangeLanguage({
  i18n: {
    changeLanguage: async (locale: Locale) => {
      languageSwitchRecord.chosen = locale;
    },
    t: (key: string) => i18n.t(key, { lng: languageSwitchRecord.chosen ?? currentLocale() }),
  } as unknown as ChangeLanguageDeps['i18n'],
  notify: (title) => showToast({ title, tone: 'positive' }),
  reload: () => languageSwitchRecord.reload(),
  doc: languageSwitchRecord.doc as unknown as Pick<Document, 'documentElement'>,
  storage: {
    getItem: (key) => languageSwitchRecord.storage.get(key) ?? null,
    setItem: (key, value) => void languageSwitchRecord.storage.set(key, value),
  },
  delayMs: 0,
});

/** Gives the story's switches the recording changeLanguage, starting from a clean record. */
export const withRecordedLanguageSwitch: Decorator = (Story) => {
  languageSwitchRecord.reload.mockClear();
  languageSwitchRecord.doc.documentElement.lang = '';
  languageSwitchRecord.doc.documentElement.dir = '';
  languageSwitchRecord.storage.clear();
  languageSwitchRecord.chosen = null;
  return (
    <ChangeLanguageContext.Provider value={recordedChangeLanguage}>
      <Story />
    </ChangeLanguageContext.Provider>
  );
};

const OWN_NAMES: Record<Locale, string> = { fa: 'فارسی', en: 'English' };

/**
 * The play of a story with `withRecordedLanguageSwitch`: the switch names the other language in itself (with
 * its `lang`), and pressing it stores that language, sets its direction and lang, says so in it and reloads.
 */
export async function pressLanguageSwitch(canvasElement: HTMLElement) {
  const target: Locale = currentLocale() === 'fa' ? 'en' : 'fa';
  const button = within(canvasElement).getByRole('button', { name: OWN_NAMES[target] });
  await expect(button.querySelector(`[lang="${target}"]`)).not.toBeNull();
  const box = button.getBoundingClientRect();
  await expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
  await userEvent.click(button);
  await waitFor(() => expect(languageSwitchRecord.reload).toHaveBeenCalledTimes(1));
  await expect(languageSwitchRecord.storage.get(LOCALE_STORAGE_KEY)).toBe(target);
  await expect(languageSwitchRecord.doc.documentElement).toEqual({
    lang: target,
    dir: directionOf(target),
  });
  const toasts = within(canvasElement.ownerDocument.body);
  const said = i18n.t('common:language.changed', { lng: target });
  await expect(await toasts.findByText(said)).toBeVisible();
  // Closed before the shot: a toast still up or already timed out would depend on how busy the machine is.
  toastQueue.clear();
  await waitFor(() => expect(toasts.queryByText(said)).toBeNull());
}
