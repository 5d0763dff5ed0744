import {
  AmountText,
  Button,
  CurrencyIcon,
  DateText,
  DetailList,
  StatusBadge,
  type DetailItem,
} from '@sarraf/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminOrder } from '../api/adminListOrders';
import { useOrderWords } from '../hooks/useOrderWords';
import '../i18n/registerOrdersAdminI18n';
import { awaitsDesk, sidesOf } from '../../../entities/order';
import * as styles from './AdminOrderItem.css';
import { scaleOf } from '../../../entities/currency';

export interface AdminOrderItemProps {
  order: AdminOrder;
  /** Opens the approval of an order awaiting the desk. */
  onApprove: (order: AdminOrder) => void;
  /** Opens the rejection of an order awaiting the desk. */
  onReject: (order: AdminOrder) => void;
}

/**
 * One order of the desk's queue: what it is, what the person pays, who, and what the desk checks before
 * deciding: what they receive, the quoted price, the fee, when it was placed and until when it may wait.
 * An order still awaiting the desk has its two decisions.
 */
export function AdminOrderItem({ order, onApprove, onReject }: AdminOrderItemProps) {
  const { t } = useTranslation('admin');
  const words = useOrderWords();
  const headingId = useId();
  const sides = sidesOf(order);
  const kind = words.kind(order);
  const number = words.number(order.id);
  const { user } = order;
  return (
    <li className={styles.item} aria-labelledby={headingId}>
      <div className={styles.head}>
        <div className={styles.title}>
          <CurrencyIcon currency={order.base_symbol} size="small" />
          <h2 id={headingId} className={styles.heading}>
            {kind} <span className={styles.muted}>{number}</span>
          </h2>
        </div>
        <StatusBadge
          status={order.status}
          label={t(`orders.statuses.${order.status}`, { defaultValue: order.status })}
        />
      </div>
      <AmountText
        value={order.paid}
        symbol={words.currencyName(sides.paid)}
        maxDecimals={scaleOf(sides.paid)}
        size="large"
      />
      <p className={styles.who}>
        {user.name ? <span className={styles.name}>{user.name}</span> : null}
        <bdi dir="ltr">{user.email}</bdi>
      </p>
      <DetailList items={useDetails(order)} />
      {awaitsDesk(order) ? (
        <div role="group" aria-label={t('orders.actions.label', { kind, number })} className={styles.buttons}>
          <Button variant="primary" onPress={() => onApprove(order)}>
            {t('orders.actions.approve')}
          </Button>
          <Button variant="critical" onPress={() => onReject(order)}>
            {t('orders.actions.reject')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** The rows an operator checks, in order; the final figures and note once the desk set them. */
function useDetails(order: AdminOrder): DetailItem[] {
  const { t } = useTranslation('admin');
  const words = useOrderWords();
  const sides = sidesOf(order);
  const amount = (value: string, symbol: string) => (
    <AmountText value={value} symbol={words.currencyName(symbol)} maxDecimals={scaleOf(symbol)} />
  );
  const items: Array<DetailItem | false> = [
    { id: 'side', label: t('orders.fields.side'), value: t(`orders.side.${order.side}`) },
    { id: 'receives', label: t('orders.fields.receives'), value: amount(order.received, sides.received) },
    { id: 'price', label: t('orders.fields.price'), value: words.price(order, order.price) },
    {
      id: 'fee',
      label: t('orders.fields.fee'),
      value: (
        <>
          {amount(order.fee_value, sides.fee)} <bdi>({words.percent(order.fee)})</bdi>
        </>
      ),
    },
    { id: 'requested', label: t('orders.fields.requestedAt'), value: <DateText value={order.date} /> },
    Boolean(order.approval_expires_at) && {
      id: 'deadline',
      label: t('orders.fields.deadline'),
      value: <DateText value={order.approval_expires_at} />,
    },
    order.final_price !== null && {
      id: 'final_price',
      label: t('orders.fields.finalPrice'),
      value: words.price(order, order.final_price),
    },
    order.final_quantity !== null && {
      id: 'final_quantity',
      label: t('orders.fields.finalQuantity'),
      value: amount(order.final_quantity, order.base_symbol),
    },
    Boolean(order.admin_note) && {
      id: 'note',
      label: t('orders.fields.note'),
      value: <bdi>{order.admin_note}</bdi>,
    },
  ];
  return items.filter((item): item is DetailItem => Boolean(item));
}
