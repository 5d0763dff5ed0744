export { i18n, registerNamespace, currentLocale } from './i18n';
export { initLanguage } from './initLanguage';
export { changeLanguage } from './changeLanguage';
export { applyLocaleToDocument } from './applyLocaleToDocument';
export {
  createChangeLanguage,
  LANGUAGE_RELOAD_DELAY_MS,
  type ChangeLanguageDeps,
} from './createChangeLanguage';
export {
  locales,
  defaultLocale,
  isLocale,
  readStoredLocale,
  storeLocale,
  directionOf,
  ariaLocaleOf,
  LOCALE_STORAGE_KEY,
  type Locale,
} from './locales';
