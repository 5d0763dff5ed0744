import { AmountText, Card, DateText, DetailList, StatusBadge } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@sarraf/ui/format';
import { useScreenToasts } from '../../../shared/forms/useScreenToasts';
import { useDisplayLocale } from '../../../shared/hooks/useDisplayLocale';
import type { AdminMarketPrice } from '../api/adminListMarketPrices';
import '../i18n/registerTradeAdminI18n';
import { ControlsForm } from './ControlsForm';
import { PriceForm } from './PriceForm';
import { PricingForm } from './PricingForm';

/** A reference the desk can price from is fine; one too old or split is why an automatic pair pauses. */
const REFERENCE_LOOK = { fresh: 'Approved', stale: 'Rejected', diverged: 'Rejected' } as const;

export interface MarketPriceCardProps {
  price: AdminMarketPrice;
}

/**
 * One pair: its price in force, who set it (or the feed) and when, how it is priced and the reference the
 * feed last read, the pricing form, and for manual pricing the form to set the next price.
 */
export function MarketPriceCard({ price }: MarketPriceCardProps) {
  const { t } = useTranslation('admin');
  const showToast = useScreenToasts();
  const unit = price.pair.endsWith('/IRT') ? t('markets.toman') : price.pair.split('/')[1];
  const setter = price.updated_by;
  const { reference } = price;
  const automatic = price.controls.pricing_mode === 'automatic';
  const locale = useDisplayLocale();
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
          {
            id: 'mode',
            label: t('markets.mode'),
            value: t(automatic ? 'markets.modeAutomatic' : 'markets.modeManual'),
          },
          {
            id: 'reference',
            label: t('markets.reference'),
            value: reference ? (
              <>
                <StatusBadge
                  status={REFERENCE_LOOK[reference.state]}
                  label={t(`markets.referenceState.${reference.state}`, {
                    percent: formatAmount(reference.diverged_percent ?? '0', { locale }),
                  })}
                />{' '}
                {t('markets.referenceLine', {
                  bid: formatAmount(reference.bid, { locale }),
                  ask: formatAmount(reference.ask, { locale }),
                  sources: new Intl.ListFormat(locale).format(
                    reference.sources.map((source) => t(`markets.source.${source}`)),
                  ),
                  seconds: formatAmount(String(reference.age_seconds), { locale }),
                })}
              </>
            ) : (
              t('markets.noReference')
            ),
          },
        ]}
      />
      <PricingForm
        key={`${price.controls.pricing_mode}:${price.controls.buy_spread_bps}:${price.controls.sell_spread_bps}`}
        price={price}
        onSaved={(saved) =>
          showToast({ title: t('markets.pricingSaved', { pair: saved.pair }), tone: 'positive' })
        }
      />
      <ControlsForm
        key={JSON.stringify(price.controls)}
        price={price}
        onSaved={(saved) =>
          showToast({ title: t('markets.controlsSaved', { pair: saved.pair }), tone: 'positive' })
        }
      />
      {/* A typed price is for manual pricing only (the server refuses it otherwise). Keyed by the price in
          force, so a new price starts the form again from it. */}
      {automatic ? null : (
        <PriceForm
          key={`${price.buy_price}:${price.sell_price}:${price.updated_at}`}
          price={price}
          onSaved={(saved) =>
            showToast({ title: t('markets.saved', { pair: saved.pair }), tone: 'positive' })
          }
        />
      )}
    </Card>
  );
}
