import { ToggleButtonGroup } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import type { CurrencyFilter as Filter } from '../api/listWalletTransactions';
import { useCurrencyName } from '../hooks/useCurrencyName';
import '../i18n/registerWalletI18n';

export const CURRENCY_FILTERS: readonly Filter[] = ['all', 'IRT', 'USDT'];

/** The filter's value from the address (`?currency=`); anything else shows both currencies. */
export function currencyFilterOf(value: string | null): Filter {
  return CURRENCY_FILTERS.find((filter) => filter === value) ?? 'all';
}

export interface CurrencyFilterProps {
  value: Filter;
  onChange: (value: Filter) => void;
}

/** All, Toman or Tether: which currency a list shows. */
export function CurrencyFilter({ value, onChange }: CurrencyFilterProps) {
  const { t } = useTranslation('wallet');
  const currencyName = useCurrencyName();
  return (
    <ToggleButtonGroup
      label={t('currencyFilter.label')}
      segments={CURRENCY_FILTERS.map((id) => ({
        id,
        label: id === 'all' ? t('currencyFilter.all') : currencyName(id),
      }))}
      value={value}
      onChange={(next) => onChange(currencyFilterOf(next))}
    />
  );
}
