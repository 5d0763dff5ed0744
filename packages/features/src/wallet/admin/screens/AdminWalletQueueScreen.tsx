import { AlertDialog, AppHeader } from '@sarraf/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useScreenToasts } from '../../../shared/forms/useScreenToasts';
import { usePagedQuery } from '../../../shared/query/usePagedQuery';
import { screenColumn } from '../../../shared/styles/screenColumn.css';
import { PagedListView } from '../../../shared/components/PagedListView';
import { usePagedListTexts } from '../../../shared/hooks/usePagedListTexts';
import {
  adminWalletQueueQuery,
  type AdminWalletTransaction,
  type WalletQueueFilters as Filters,
} from '../api/adminListWalletTransactions';
import { ApproveWalletDialog } from '../components/ApproveWalletDialog';
import { CreditUsdtDepositCard } from '../components/CreditUsdtDepositCard';
import { RejectWalletDialog } from '../components/RejectWalletDialog';
import type { WalletDecision } from '../components/useWalletDecision';
import {
  pick,
  WALLET_CURRENCIES,
  WALLET_STATUSES,
  WALLET_TYPES,
  WalletQueueFilters,
} from '../components/WalletQueueFilters';
import { WalletTransactionItem } from '../components/WalletTransactionItem';
import '../i18n/registerWalletAdminI18n';

/** The filters the address names (`?status=&type=&currency=`); anything unknown falls back to the queue. */
function filtersOf(params: URLSearchParams): Filters {
  return {
    status: pick(WALLET_STATUSES, params.get('status')) ?? 'Pending',
    type: pick(WALLET_TYPES, params.get('type')),
    currency: pick(WALLET_CURRENCIES, params.get('currency')),
  };
}

/** An open decision: which one, on what, and its opening (each opening is one action with its own key). */
interface OpenDecision {
  action: 'approve' | 'reject';
  transaction: AdminWalletTransaction;
  opening: number;
}

/**
 * The operators' wallet desk (route /admin/wallet): deposits and withdrawals by status, type and currency,
 * oldest first, Pending by default; each pending one is credited or marked paid, or rejected, after a
 * dialog that says what will happen. Above the queue, a Tether deposit the chain watcher missed is
 * credited by its hash. The filters live in the address, so Back and a shared link keep them.
 */
export function AdminWalletQueueScreen() {
  const { t } = useTranslation('admin');
  const listTexts = usePagedListTexts('admin');
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = filtersOf(searchParams);
  const list = usePagedQuery(adminWalletQueueQuery(filters));
  const [open, setOpen] = useState<OpenDecision | null>(null);
  const openings = useRef(0);
  const [conflict, setConflict] = useState<string | null>(null);
  const showToast = useScreenToasts();

  function handleFilters(next: Filters) {
    const params: Record<string, string> = { status: next.status };
    if (next.type) params.type = next.type;
    if (next.currency) params.currency = next.currency;
    // Replacing keeps Back for leaving the desk, not for stepping through filters.
    setSearchParams(params, { replace: true });
  }

  const openDecision = (action: OpenDecision['action']) => (transaction: AdminWalletTransaction) =>
    setOpen({ action, transaction, opening: ++openings.current });

  const handlers = {
    onClose: () => setOpen(null),
    onDecided: (transaction: AdminWalletTransaction, decision: WalletDecision) =>
      showToast({ title: t(`wallet.${decision}.${transaction.type}`), tone: 'positive' }),
    onAlreadyDecided: setConflict,
  };

  return (
    <>
      <AppHeader title={t('wallet.title')} />
      <main className={screenColumn.wide} aria-busy={list.status === 'pending'}>
        <CreditUsdtDepositCard />
        <WalletQueueFilters filters={filters} onChange={handleFilters} />
        <PagedListView
          list={list}
          label={t('wallet.listLabel')}
          as="ol"
          rowBlockSize="280px"
          loadFailedTitle={t('wallet.loadFailed')}
          emptyTitle={t(`wallet.empty.${filters.status}`)}
          emptyDescription={t(`wallet.empty.${filters.status}Hint`)}
          texts={listTexts}
          renderItem={(transaction) => (
            <WalletTransactionItem
              key={transaction.id}
              transaction={transaction}
              onApprove={openDecision('approve')}
              onReject={openDecision('reject')}
            />
          )}
        />
      </main>
      {open?.action === 'approve' ? (
        <ApproveWalletDialog key={open.opening} transaction={open.transaction} {...handlers} />
      ) : null}
      {open?.action === 'reject' ? (
        <RejectWalletDialog key={open.opening} transaction={open.transaction} {...handlers} />
      ) : null}
      <AlertDialog
        isOpen={conflict !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setConflict(null);
        }}
        title={t('wallet.conflictTitle')}
        message={conflict ?? ''}
        closeLabel={t('close')}
        tone="critical"
      />
    </>
  );
}
