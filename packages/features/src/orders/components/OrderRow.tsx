import { DateText } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { rowBody, rowHead, rowLink, rowMeta } from '../../shared/styles/rows.css';
import type { Order } from '../../entities/order';
import { useOrderWords } from '../hooks/useOrderWords';
import '../i18n/registerOrdersI18n';
import { ordersPaths } from '../paths';
import { OrderFigures } from './OrderFigures';
import * as styles from './orderRows.css';
import { OrderStatusBadge } from './OrderStatusBadge';
import { PairIcons } from './PairIcons';

/**
 * One order in the list: pair icons, side and currency (the link to its detail), its status, what it paid
 * and received, and when it was placed. The link names the order's number too, so a list of links reads
 * apart.
 */
export function OrderRow({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const words = useOrderWords();
  const title = words.title(order);
  return (
    <li className={styles.row} data-status={order.status}>
      <PairIcons order={order} />
      <div className={rowBody}>
        <div className={rowHead}>
          <Link
            className={rowLink}
            to={ordersPaths.order(order.id)}
            aria-label={t('list.openOrder', {
              side: t(`side.${order.side}`),
              currency: words.currencyName(order.base_symbol),
              id: words.reference(order.id),
            })}
          >
            {title}
          </Link>
          <OrderStatusBadge status={order.status} />
        </div>
        <span className={rowMeta}>
          <DateText value={order.date} />
          <span>{words.number(order.id)}</span>
        </span>
        <OrderFigures order={order} />
      </div>
    </li>
  );
}
