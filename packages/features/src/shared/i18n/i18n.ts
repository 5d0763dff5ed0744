import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import enCommon from './en.json';
import faCommon from './fa.json';
import { defaultLocale, locales, readStoredLocale, type Locale } from './locales';

/** The app's one i18next instance; each feature adds its own namespace (see registerNamespace). */
export const i18n = i18next.createInstance();

// Resources are bundled, so initialisation is synchronous: the first render already has its text.
void i18n.use(initReactI18next).init({
  lng: readStoredLocale(),
  fallbackLng: 'en',
  supportedLngs: [...locales],
  ns: ['common'],
  defaultNS: 'common',
  resources: {
    fa: { common: faCommon },
    en: { common: enCommon },
  },
  keySeparator: '.',
  nsSeparator: ':',
  interpolation: { escapeValue: false }, // React escapes already
  returnNull: false,
  initAsync: false,
});

/** Adds a feature's translations (Persian first) under its namespace; safe to call more than once. */
export function registerNamespace(namespace: string, bundles: Record<Locale, object>): void {
  for (const locale of locales) {
    if (!i18n.hasResourceBundle(locale, namespace)) {
      i18n.addResourceBundle(locale, namespace, bundles[locale], true, false);
    }
  }
}

/**
 * Adds one part of a namespace that several modules fill (the back office's `admin`: one part per domain):
 * merged key by key into what is there, so the parts may come in any order, each any number of times.
 */
export function addToNamespace(namespace: string, bundles: Record<Locale, object>): void {
  for (const locale of locales) i18n.addResourceBundle(locale, namespace, bundles[locale], true, true);
}

/** The active locale, narrowed to ours (i18next may report a fallback chain or "cimode" in tests). */
export function currentLocale(): Locale {
  const language = i18n.resolvedLanguage ?? i18n.language;
  return language === 'en' ? 'en' : defaultLocale;
}
