import { AmountText, Banner, Card, DateText, DetailList, type DetailItem } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { linkButton } from '../../shared/styles/linkButton.css';
import type { Order } from '../../entities/order';
import { useOrderWords } from '../hooks/useOrderWords';
import '../i18n/registerOrdersI18n';
import { ordersPaths } from '../paths';
import { figuresOf } from '../rules/orderFigures';
import { approvalStageOf, awaitsUser } from '../../entities/order';
import { OrderFee } from './OrderFee';
import * as styles from './OrderDetails.css';
import { OrderStatusBadge } from './OrderStatusBadge';
import { PairIcons } from './PairIcons';

/**
 * One order, field by field as spec section 2 lists them: the pair with its side, the status, what was paid
 * and received (the server's `paid` and `received`: for a Buy Toman paid and Tether received, reversed for a
 * Sell; named by the order's state, see figuresOf: held while it waits, held and returned once cancelled),
 * the price as "1 base = price quote", the fee with its percent, when it was placed, and once the desk
 * set them the final quantity and price and its note.
 */
export function OrderDetails({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const words = useOrderWords();
  const items = useDetailItems(order);
  return (
    <>
      <div className={styles.summary}>
        <PairIcons order={order} size="large" />
        <h2 className={styles.kind}>{words.title(order)}</h2>
        <p className={styles.pair}>
          <bdi dir="ltr">{order.pair}</bdi>
        </p>
        <OrderStatusBadge status={order.status} />
      </div>
      {awaitsUser(order) && !order.admin_approved ? (
        // No decision is offered before the desk has set the final figures: no way to one either.
        <Banner tone="neutral" title={t('detail.awaitingDesk')}>
          {t('detail.awaitingDeskHint')}
        </Banner>
      ) : null}
      {awaitsUser(order) && order.admin_approved ? (
        <Banner
          tone="warning"
          title={t('detail.awaitingYou')}
          action={
            <Link className={linkButton.secondary} to={ordersPaths.orders}>
              {t('detail.toDecision')}
            </Link>
          }
        >
          {t('detail.awaitingYouHint')}
        </Banner>
      ) : null}
      <Card title={t('detail.detailsTitle')}>
        <DetailList items={items} />
      </Card>
    </>
  );
}

function useDetailItems(order: Order): DetailItem[] {
  const { t } = useTranslation('orders');
  const words = useOrderWords();
  const figures = figuresOf(order);
  const amount = (value: string | null, symbol: string) => (
    <AmountText value={value} symbol={words.currencyName(symbol)} />
  );
  const stage = approvalStageOf(order);
  const items: Array<DetailItem | false> = [
    { id: 'status', label: t('fields.status'), value: <OrderStatusBadge status={order.status} /> },
    { id: 'side', label: t('fields.side'), value: t(`side.${order.side}`, { defaultValue: order.side }) },
    {
      id: 'pair',
      label: t('fields.pair'),
      value: `${words.currencyName(order.base_symbol)}/${words.currencyName(order.quote_symbol)}`,
    },
    figures.receives !== null && {
      id: figures.receives.name,
      label: t(`figures.${figures.receives.name}`),
      value: amount(figures.receives.amount, figures.receives.symbol),
    },
    {
      id: figures.pays.name,
      label: t(`figures.${figures.pays.name}`),
      value: amount(figures.pays.amount, figures.pays.symbol),
    },
    { id: 'price', label: t('fields.price'), value: words.price(order, order.price) },
    {
      id: 'fee',
      label: figures.fee === 'ifFilled' ? t('figures.feeIfFilled') : t('fields.fee'),
      value: figures.fee === 'none' ? t('figures.noFee') : <OrderFee order={order} />,
    },
    { id: 'date', label: t('fields.date'), value: <DateText value={order.date} /> },
    stage !== null && { id: 'approval', label: t('fields.approval'), value: t(`approval.${stage}`) },
    order.status === 'Processing' &&
      Boolean(order.approval_expires_at) && {
        id: 'deadline',
        label: t('fields.deadline'),
        value: <DateText value={order.approval_expires_at} />,
      },
    order.final_quantity !== null && {
      id: 'final_quantity',
      label: t('fields.finalQuantity'),
      value: amount(order.final_quantity, order.base_symbol),
    },
    order.final_price !== null && {
      id: 'final_price',
      label: t('fields.finalPrice'),
      value: words.price(order, order.final_price),
    },
    Boolean(order.admin_note) && {
      id: 'admin_note',
      label: t('fields.adminNote'),
      value: <bdi>{order.admin_note}</bdi>,
    },
  ];
  return items.filter((item): item is DetailItem => Boolean(item));
}
