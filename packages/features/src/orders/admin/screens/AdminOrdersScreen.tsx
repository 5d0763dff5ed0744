import { AlertDialog, AppHeader } from '@sarraf/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreenToasts } from '../../../shared/forms/useScreenToasts';
import { usePagedQuery } from '../../../shared/query/usePagedQuery';
import { screenColumn } from '../../../shared/styles/screenColumn.css';
import { PagedListView } from '../../../shared/components/PagedListView';
import { usePagedListTexts } from '../../../shared/hooks/usePagedListTexts';
import { adminOrdersQueueQuery, type AdminOrder } from '../api/adminListOrders';
import { AdminOrderItem } from '../components/AdminOrderItem';
import { ApproveOrderDialog } from '../components/ApproveOrderDialog';
import { RejectOrderDialog } from '../components/RejectOrderDialog';
import type { OrderDecision } from '../components/useOrderDecision';
import '../i18n/registerOrdersAdminI18n';

/** An open decision: which one, on what, and its opening (each opening is one action with its own key). */
interface OpenDecision {
  action: 'approve' | 'reject';
  order: AdminOrder;
  opening: number;
}

/**
 * The desk's order approvals (route /admin/orders): orders above the approval limit that await the desk,
 * oldest first (the server's default queue). Each is approved, at the quoted or at final figures with a
 * note, or rejected with a note the person reads; the person then answers an approval in their app.
 */
export function AdminOrdersScreen() {
  const { t } = useTranslation('admin');
  const listTexts = usePagedListTexts('admin');
  const list = usePagedQuery(adminOrdersQueueQuery());
  const [open, setOpen] = useState<OpenDecision | null>(null);
  const openings = useRef(0);
  const [conflict, setConflict] = useState<string | null>(null);
  const showToast = useScreenToasts();

  const openDecision = (action: OpenDecision['action']) => (order: AdminOrder) =>
    setOpen({ action, order, opening: ++openings.current });

  const handlers = {
    onClose: () => setOpen(null),
    onDecided: (_order: AdminOrder, decision: OrderDecision) =>
      showToast({ title: t(`orders.${decision}`), tone: 'positive' }),
    onAlreadyDecided: setConflict,
  };

  return (
    <>
      <AppHeader title={t('orders.title')} />
      <main className={screenColumn.wide} aria-busy={list.status === 'pending'}>
        <PagedListView
          list={list}
          label={t('orders.listLabel')}
          as="ol"
          rowBlockSize="320px"
          loadFailedTitle={t('orders.loadFailed')}
          emptyTitle={t('orders.empty')}
          emptyDescription={t('orders.emptyHint')}
          texts={listTexts}
          renderItem={(order) => (
            <AdminOrderItem
              key={order.id}
              order={order}
              onApprove={openDecision('approve')}
              onReject={openDecision('reject')}
            />
          )}
        />
      </main>
      {open?.action === 'approve' ? (
        <ApproveOrderDialog key={open.opening} order={open.order} {...handlers} />
      ) : null}
      {open?.action === 'reject' ? (
        <RejectOrderDialog key={open.opening} order={open.order} {...handlers} />
      ) : null}
      <AlertDialog
        isOpen={conflict !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setConflict(null);
        }}
        title={t('orders.conflictTitle')}
        message={conflict ?? ''}
        closeLabel={t('close')}
        tone="critical"
      />
    </>
  );
}
