import { AlertDialog, AppHeader } from '@sarraf/ui';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useScreenToasts } from '../../shared/forms/useScreenToasts';
import { usePagedQuery } from '../../shared/query/usePagedQuery';
import { linkButton } from '../../shared/styles/linkButton.css';
import { screenColumn } from '../../shared/styles/screenColumn.css';
import { PagedListView } from '../../shared/components/PagedListView';
import { usePagedListTexts } from '../../shared/hooks/usePagedListTexts';
import { ordersQuery, type Order, type OrderStatusFilter as Filter } from '../../entities/order';
import { OrderDecisionDialog } from '../components/OrderDecisionDialog';
import { OrderRow } from '../components/OrderRow';
import { OrderStatusTabs } from '../components/OrderStatusTabs';
import { PendingApprovals } from '../components/PendingApprovals';
import type { OrderAnswer } from '../components/useOrderDecision';
import '../i18n/registerOrdersI18n';
import { ordersPaths } from '../paths';
import { statusFilterOf } from '../rules/statusFilter';
import * as styles from './OrdersScreen.css';

/** An open decision: on which order, and its opening (each opening is one action with its own keys). */
interface OpenDecision {
  order: Order;
  opening: number;
}

/**
 * The person's orders (route /orders, spec section 2): the orders awaiting their approval first, as a
 * section of their own with the decision dialog; then every order newest first, filtered by status, with
 * "{from}-{to} of {total}" and Load more. The filter lives in the address (`?status=Filled`), so Back and a
 * shared link keep it.
 */
export function OrdersScreen() {
  const { t } = useTranslation('orders');
  const listTexts = usePagedListTexts('orders');
  const headingId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const status = statusFilterOf(searchParams.get('status'));
  const list = usePagedQuery(ordersQuery(status));
  const [open, setOpen] = useState<OpenDecision | null>(null);
  const openings = useRef(0);
  const [outdated, setOutdated] = useState<string | null>(null);
  const showToast = useScreenToasts();

  function handleFilter(next: Filter) {
    // Replacing keeps Back for leaving the list, not for stepping through filters.
    setSearchParams(next === 'all' ? {} : { status: next }, { replace: true });
  }

  return (
    <>
      <AppHeader title={t('title')} />
      <main className={screenColumn.narrow} aria-busy={list.status === 'pending'}>
        <PendingApprovals onReview={(order) => setOpen({ order, opening: ++openings.current })} />
        <section className={styles.section} aria-labelledby={headingId}>
          <h2 id={headingId} className={styles.title}>
            {t('list.label')}
          </h2>
          <OrderStatusTabs value={status} onChange={handleFilter}>
            <div className={styles.list}>
              <PagedListView
                list={list}
                label={t('list.label')}
                rowBlockSize="120px"
                loadFailedTitle={t('list.failed')}
                emptyTitle={t(`list.empty.${status}`)}
                emptyDescription={t(`list.empty.${status}Hint`)}
                emptyAction={
                  status === 'all' ? (
                    <Link className={linkButton.primary} to={ordersPaths.trade}>
                      {t('list.startTrading')}
                    </Link>
                  ) : undefined
                }
                texts={listTexts}
                renderItem={(order) => <OrderRow key={order.id} order={order} />}
              />
            </div>
          </OrderStatusTabs>
        </section>
      </main>
      {open ? (
        <OrderDecisionDialog
          key={open.opening}
          order={open.order}
          onClose={() => setOpen(null)}
          onAnswered={(_order, answer: OrderAnswer) =>
            showToast({ title: t(`decision.${answer}`), tone: 'positive' })
          }
          onOutdated={setOutdated}
        />
      ) : null}
      <AlertDialog
        isOpen={outdated !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setOutdated(null);
        }}
        title={t('decision.conflict.title')}
        message={outdated === null ? '' : `${outdated} ${t('decision.conflict.body')}`}
        closeLabel={t('close')}
        tone="critical"
      />
    </>
  );
}
