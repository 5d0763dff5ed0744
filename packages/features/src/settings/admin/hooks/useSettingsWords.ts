import { toLocaleDigits } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import type { Currency } from '../../../entities/currency';
import { useDisplayLocale } from '../../../shared/hooks/useDisplayLocale';
import '../i18n/registerSettingsAdminI18n';

/** The words the settings screen names a currency and a row with, in the reader's language and digits. */
export function useSettingsWords() {
  const { t } = useTranslation('admin');
  const locale = useDisplayLocale();
  return {
    /** "Toman", "Tether". */
    currencyName: (currency: Currency) => t(`wallet.currencies.${currency}`),
    /** A number a person reads (a row's number) in the reader's digits. */
    digits: (text: string) => toLocaleDigits(text, locale),
  };
}
