import { Banner } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { linkButton } from '../../shared/styles/linkButton.css';
import { useDisplayLocale } from '../../shared/hooks/useDisplayLocale';
import type { Order } from '../../entities/order';
import '../i18n/registerTradeI18n';
import { tradePaths } from '../paths';
import { amountText } from './formatFigures';
import { useCurrencyName } from './useCurrencyName';

/**
 * What became of the last order: filled, with what was paid and received and a link to its detail; or
 * waiting for the desk's and then the person's approval, with a link to the orders list.
 */
export function TradeResult({ order }: { order: Order }) {
  const { t } = useTranslation('trade');
  const locale = useDisplayLocale();
  const currencyName = useCurrencyName();
  if (order.status !== 'Filled') {
    return (
      <Banner
        tone="warning"
        title={t('result.waitingTitle')}
        isLive
        action={
          <Link className={linkButton.secondary} to={tradePaths.orders}>
            {t('result.viewOrders')}
          </Link>
        }
      >
        {t('result.waitingBody')}
      </Banner>
    );
  }
  const buy = order.side === 'Buy';
  const paid = amountText(order.paid, currencyName(buy ? order.quote_symbol : order.base_symbol), locale);
  const received = amountText(
    order.received,
    currencyName(buy ? order.base_symbol : order.quote_symbol),
    locale,
  );
  return (
    <Banner
      tone="positive"
      title={t('result.filledTitle')}
      isLive
      action={
        <Link className={linkButton.secondary} to={tradePaths.order(order.id)}>
          {t('result.viewOrder')}
        </Link>
      }
    >
      {t(buy ? 'result.filledBuy' : 'result.filledSell', { paid, received })}
    </Banner>
  );
}
