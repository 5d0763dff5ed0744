import { AlertDialog, AppHeader, Button, Card, EmptyState, Skeleton } from '@sarraf/ui';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../shared/components/LoadFailed';
import { PagedListView } from '../../../shared/components/PagedListView';
import { useScreenToasts } from '../../../shared/forms/useScreenToasts';
import { usePagedListTexts } from '../../../shared/hooks/usePagedListTexts';
import { usePagedQuery } from '../../../shared/query/usePagedQuery';
import { useCurrentUser } from '../../../shared/session/useCurrentUser';
import { rowList } from '../../../shared/styles/rows.css';
import { screenColumn } from '../../../shared/styles/screenColumn.css';
import {
  pendingTreasuryMovesQuery,
  recentTreasuryMovesQuery,
  type TreasuryMove,
} from '../api/adminListTreasuryMoves';
import { ApproveMoveDialog } from '../components/ApproveMoveDialog';
import { DeskDayCard } from '../components/DeskDayCard';
import { DeskMarketsCard } from '../components/DeskMarketsCard';
import { DeskStockCard } from '../components/DeskStockCard';
import { ProposeMoveDialog } from '../components/ProposeMoveDialog';
import { RejectMoveDialog } from '../components/RejectMoveDialog';
import * as styles from '../components/treasury.css';
import { TreasuryMoveItem } from '../components/TreasuryMoveItem';
import type { MoveDecision } from '../components/useMoveDecision';
import '../i18n/registerTreasuryAdminI18n';
import { isOwnProposal } from '../rules/treasuryMoveRules';

/** An open dialog, and its opening (each opening is one action with its own Idempotency-Key). */
type OpenDialog =
  | { action: 'propose'; opening: number }
  | { action: 'approve' | 'reject'; move: TreasuryMove; opening: number };

/**
 * The operator's desk board (route /admin, the back office's first screen): each market's prices and whether
 * it quotes (or why not), the desk's stock of each
 * currency, the treasury moves waiting for a second operator (maker-checker: the proposer sees that it
 * waits, another operator approves or rejects), a way to propose a move, and the moves decided lately.
 */
export function AdminDeskBoardScreen() {
  const { t } = useTranslation('admin');
  const operator = useCurrentUser();
  const listTexts = usePagedListTexts('admin');
  const pending = usePagedQuery(pendingTreasuryMovesQuery());
  const [open, setOpen] = useState<OpenDialog | null>(null);
  const openings = useRef(0);
  const [refusal, setRefusal] = useState<string | null>(null);
  const showToast = useScreenToasts();

  const decide = (action: 'approve' | 'reject') => (move: TreasuryMove) =>
    setOpen({ action, move, opening: ++openings.current });

  const handlers = {
    onClose: () => setOpen(null),
    onDecided: (_move: TreasuryMove, decision: MoveDecision) =>
      showToast({ title: t(`treasury.${decision}`), tone: 'positive' }),
    onRefused: setRefusal,
  };

  return (
    <>
      <AppHeader title={t('treasury.title')} />
      <main className={screenColumn.wide} aria-busy={pending.status === 'pending'}>
        <DeskMarketsCard />
        <DeskStockCard />
        <DeskDayCard />
        <Card
          title={t('treasury.pending.title')}
          headerAction={
            <Button
              variant="secondary"
              onPress={() => setOpen({ action: 'propose', opening: ++openings.current })}
            >
              {t('treasury.actions.propose')}
            </Button>
          }
        >
          <p className={styles.hint}>{t('treasury.pending.hint')}</p>
          <PagedListView
            list={pending}
            label={t('treasury.pending.listLabel')}
            rowBlockSize="280px"
            loadFailedTitle={t('treasury.pending.loadFailed')}
            emptyTitle={t('treasury.pending.empty')}
            emptyDescription={t('treasury.pending.emptyHint')}
            texts={listTexts}
            renderItem={(move) => (
              <TreasuryMoveItem
                key={move.id}
                move={move}
                isOwn={isOwnProposal(move, operator?.id)}
                onApprove={decide('approve')}
                onReject={decide('reject')}
              />
            )}
          />
        </Card>
        <RecentMoves />
      </main>
      {open?.action === 'propose' ? (
        <ProposeMoveDialog
          key={open.opening}
          onClose={handlers.onClose}
          onProposed={() => showToast({ title: t('treasury.proposed'), tone: 'positive' })}
        />
      ) : null}
      {open?.action === 'approve' ? (
        <ApproveMoveDialog key={open.opening} move={open.move} {...handlers} />
      ) : null}
      {open?.action === 'reject' ? (
        <RejectMoveDialog key={open.opening} move={open.move} {...handlers} />
      ) : null}
      <AlertDialog
        isOpen={refusal !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setRefusal(null);
        }}
        title={t('treasury.conflictTitle')}
        message={refusal ?? ''}
        closeLabel={t('close')}
        tone="critical"
      />
    </>
  );
}

/** The decided moves among the newest ones, newest first. */
function RecentMoves() {
  const { t } = useTranslation('admin');
  const recent = useQuery(recentTreasuryMovesQuery());
  const decided = recent.data?.data.filter((move) => move.status !== 'pending') ?? [];
  return (
    <Card title={t('treasury.recent.title')}>
      {recent.status === 'pending' ? (
        <Skeleton shape="block" blockSize="200px" />
      ) : recent.status === 'error' ? (
        <LoadFailed
          title={t('treasury.recent.loadFailed')}
          error={recent.error}
          onRetry={() => void recent.refetch()}
          retryLabel={t('retry')}
        />
      ) : decided.length === 0 ? (
        <EmptyState title={t('treasury.recent.empty')} headingLevel={3} />
      ) : (
        <ol className={rowList} aria-label={t('treasury.recent.listLabel')}>
          {decided.map((move) => (
            <TreasuryMoveItem key={move.id} move={move} />
          ))}
        </ol>
      )}
    </Card>
  );
}
