import { createContext, useContext, useRef } from 'react';
import { Button } from 'react-aria-components';
import { changeLanguage as changeAppLanguage } from '../i18n/changeLanguage';
import { currentLocale } from '../i18n/i18n';
import type { Locale } from '../i18n/locales';
import * as styles from './LanguageSwitch.css';

/**
 * Each language named in itself, not translated: a reader who cannot read the page's language looks for
 * the name of their own.
 */
const OWN_NAMES: Record<Locale, string> = { fa: 'فارسی', en: 'English' };

const otherLocale = (locale: Locale): Locale => (locale === 'fa' ? 'en' : 'fa');

/**
 * What the switch calls: the shared changeLanguage (store app_locale and its cookie, direction and lang,
 * the toast, a reload after 1 s). A story provides one that records instead of reloading the workbench.
 */
export const ChangeLanguageContext = createContext<(locale: Locale) => Promise<void>>(changeAppLanguage);

export interface LanguageSwitchProps {
  /** Switches the app's language. @default the ChangeLanguageContext's, else the shared changeLanguage */
  changeLanguage?: (locale: Locale) => Promise<void>;
}

/**
 * The language switch of the guest screens (spec section 1): one button named after the other language
 * ("English" on a Persian page, "فارسی" on an English one), marked with that language's `lang` so a screen
 * reader says it right. The page reloads in the new language, so the button needs no state of its own.
 */
export function LanguageSwitch({ changeLanguage }: LanguageSwitchProps) {
  const fromContext = useContext(ChangeLanguageContext);
  const change = changeLanguage ?? fromContext;
  const target = otherLocale(currentLocale());
  // The page reloads a second after the first press: a second press would only toast again.
  const pressed = useRef(false);
  return (
    <Button
      className={styles.languageSwitch}
      onPress={() => {
        if (pressed.current) return;
        pressed.current = true;
        void change(target);
      }}
    >
      <GlobeIcon />
      <span lang={target}>{OWN_NAMES[target]}</span>
    </Button>
  );
}

function GlobeIcon() {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.6 3.75 5.6 3.75 9S14.5 18.4 12 21M12 3C9.5 5.6 8.25 8.6 8.25 12S9.5 18.4 12 21" />
    </svg>
  );
}
