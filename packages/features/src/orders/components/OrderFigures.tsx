import { AmountText } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import type { Order } from '../api/listOrders';
import { useOrderWords } from '../hooks/useOrderWords';
import '../i18n/registerOrdersI18n';
import * as styles from './orderRows.css';

/** What an order pays and receives, as the server states them (`paid`, `received`), each in its currency. */
export function OrderFigures({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const units = useOrderWords().units(order);
  return (
    <div className={styles.figures}>
      <span className={styles.figure}>
        <span className={styles.figureLabel}>{t('list.paid')}</span>
        <AmountText value={order.paid} symbol={units.paid} />
      </span>
      <span className={styles.figure}>
        <span className={styles.figureLabel}>{t('list.received')}</span>
        <AmountText value={order.received} symbol={units.received} />
      </span>
    </div>
  );
}
