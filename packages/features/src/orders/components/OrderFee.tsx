import { AmountText } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import type { Order } from '../../entities/order';
import { useOrderWords } from '../hooks/useOrderWords';
import '../i18n/registerOrdersI18n';
import { sidesOf } from '../../entities/order';

/** The fee as the server states it, in its currency (Toman on both sides), then its percent: "5,000 Toman (0.3%)". */
export function OrderFee({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const words = useOrderWords();
  return (
    <>
      <AmountText value={order.fee_value} symbol={words.currencyName(sidesOf(order).fee)} />{' '}
      <bdi>{t('feePercent', { percent: words.percent(order.fee) })}</bdi>
    </>
  );
}
