import { AmountText, Card, DetailList, formatAmount, Skeleton, type DetailItem } from '@sarraf/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDisplayLocale } from '../../shared/hooks/useDisplayLocale';
import { feeTierQuery, type FeeTierStatus } from '../api/getFeeTier';
import '../i18n/registerTradeI18n';
import { percentText } from './formatFigures';
import * as styles from './tradePage.css';
import { useCurrencyName } from './useCurrencyName';

/**
 * The person's fee (GET /api/trade/fee-tier): the percent every quote takes, their 30-day volume, and what
 * the next tier needs. Extra to the form: a failed load says so quietly.
 */
export function FeeTierCard() {
  const { t } = useTranslation('trade');
  const tier = useQuery(feeTierQuery);
  return (
    <Card title={t('fee.title')}>
      {tier.data ? (
        <FeeTierDetails tier={tier.data} />
      ) : tier.isError ? (
        <p className={styles.muted}>{t('fee.failed')}</p>
      ) : (
        <Skeleton lines={3} />
      )}
    </Card>
  );
}

function FeeTierDetails({ tier }: { tier: FeeTierStatus }) {
  const { t } = useTranslation('trade');
  const locale = useDisplayLocale();
  const toman = useCurrencyName()('IRT');
  const items: DetailItem[] = [
    { id: 'fee', label: t('fee.percent'), value: percentText(tier.fee_percent, locale) },
    { id: 'volume', label: t('fee.volume'), value: <AmountText value={tier.volume_30d} symbol={toman} /> },
  ];
  if (tier.next_tier) {
    items.push({
      id: 'next',
      label: t('fee.nextTier'),
      value: t('fee.nextTierValue', {
        percent: percentText(tier.next_tier.fee_percent, locale),
        volume: formatAmount(tier.next_tier.min_volume, { locale }),
        unit: toman,
      }),
    });
  }
  return (
    <div className={styles.stack}>
      <DetailList items={items} />
      {tier.next_tier ? null : <p className={styles.muted}>{t('fee.lowest')}</p>}
    </div>
  );
}
