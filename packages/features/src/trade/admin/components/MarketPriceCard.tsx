import { AmountText, Card, DateText, DetailList } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import { useScreenToasts } from '../../../shared/forms/useScreenToasts';
import type { AdminMarketPrice } from '../api/adminListMarketPrices';
import '../i18n/registerTradeAdminI18n';
import { PriceForm } from './PriceForm';

export interface MarketPriceCardProps {
  price: AdminMarketPrice;
}

/** One pair: its price in force, who set it and when, and the form to set the next one. */
export function MarketPriceCard({ price }: MarketPriceCardProps) {
  const { t } = useTranslation('admin');
  const showToast = useScreenToasts();
  const unit = price.pair.endsWith('/IRT') ? t('markets.toman') : price.pair.split('/')[1];
  const setter = price.updated_by;
  return (
    <Card title={price.pair}>
      <DetailList
        items={[
          {
            id: 'buy',
            label: t('markets.buyPrice'),
            value: <AmountText value={price.buy_price} symbol={unit} maxDecimals={6} />,
          },
          {
            id: 'sell',
            label: t('markets.sellPrice'),
            value: <AmountText value={price.sell_price} symbol={unit} maxDecimals={6} />,
          },
          {
            id: 'by',
            label: t('markets.updatedBy'),
            value: setter ? (setter.name ?? setter.email) : t('system'),
            dir: setter && !setter.name ? 'ltr' : undefined,
          },
          { id: 'at', label: t('markets.updatedAt'), value: <DateText value={price.updated_at} /> },
        ]}
      />
      {/* Keyed by the price in force, so a new price starts the form again from it. */}
      <PriceForm
        key={`${price.buy_price}:${price.sell_price}:${price.updated_at}`}
        price={price}
        onSaved={(saved) => showToast({ title: t('markets.saved', { pair: saved.pair }), tone: 'positive' })}
      />
    </Card>
  );
}
