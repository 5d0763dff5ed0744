import { useTranslation } from 'react-i18next';

/**
 * A currency as the reader names it (تومان and تتر on a Persian page, as the wallet's screens do); its
 * symbol when it has no name.
 */
export function useCurrencyName(): (currency: string) => string {
  const { t } = useTranslation('common');
  return (currency) => t(`currency.${currency}`, { defaultValue: currency });
}
