import { i18n } from '@sarraf/features/shared';
import { describe, expect, it } from 'vitest';
import { documentTitle, screenTitleKeys } from './screenTitles';

const fa = i18n.getFixedT('fa', 'common');
const en = i18n.getFixedT('en', 'common');

describe('document titles', () => {
  it('name the screen, then the app, in the language of the page', () => {
    expect(documentTitle(fa('screens.login'), fa('appName'))).toBe('ورود · صراف');
    expect(documentTitle(en('screens.login'), en('appName'))).toBe('Log in · Sarraf');
  });

  it('are the app name alone on the landing page and before a screen is known', () => {
    expect(documentTitle(fa('screens.landing'), fa('appName'))).toBe('صراف');
    expect(documentTitle(undefined, en('appName'))).toBe('Sarraf');
  });

  it('exist in Persian and English for every screen', () => {
    for (const key of screenTitleKeys) {
      const keyPath = `screens.${key}`;
      expect(i18n.exists(keyPath, { lng: 'fa', fallbackLng: false }), `fa ${key}`).toBe(true);
      expect(i18n.exists(keyPath, { lng: 'en', fallbackLng: false }), `en ${key}`).toBe(true);
    }
  });
});
