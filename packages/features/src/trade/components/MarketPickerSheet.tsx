import { MarketPicker } from '@sarraf/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { marketsQuery } from '../../shared/markets/marketsQuery';
import '../i18n/registerTradeI18n';
import { tradePaths } from '../paths';

export interface MarketPickerSheetProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The trade market picker (spec section 2): the bottom navigation's trade item and the trade screen's
 * "Change market" open it; it searches the app's one copy of the markets by name or pair, and a choice goes
 * to /trade/{base-quote}. The markets are asked for when it first opens, not before.
 */
export function MarketPickerSheet({ isOpen, onOpenChange }: MarketPickerSheetProps) {
  const { t } = useTranslation('trade');
  const navigate = useNavigate();
  const markets = useQuery({ ...marketsQuery, enabled: isOpen });
  const options = (markets.data ?? []).map((market) => ({
    name: market.name,
    pair: market.pair,
    // Chosen anyway, the trade screen says why no price is given.
    note: market.availability.paused ? t('picker.paused') : undefined,
  }));
  const emptyMessage = markets.isError
    ? t('picker.failed')
    : markets.data?.length === 0
      ? t('picker.noMarkets')
      : t('picker.noMatch');
  return (
    <MarketPicker
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      markets={options}
      onSelect={(pair) => void navigate(tradePaths.pair(pair))}
      title={t('picker.title')}
      closeLabel={t('common:actions.close')}
      searchLabel={t('picker.search')}
      clearSearchLabel={t('picker.clear')}
      emptyMessage={emptyMessage}
      isLoading={!markets.data && !markets.isError}
      loadingLabel={t('picker.loading')}
    />
  );
}
