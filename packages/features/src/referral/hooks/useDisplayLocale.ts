import type { DisplayLocale } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';

/** The language numbers are written in (Persian digits in fa); follows a language switch like the text. */
export function useDisplayLocale(): DisplayLocale {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'fa';
}
