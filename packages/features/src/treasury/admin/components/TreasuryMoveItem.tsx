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
import { scaleOf } from '../../../entities/currency';
import * as styles from '../../../shared/admin/decisionItem.css';
import type { TreasuryMove } from '../api/adminListTreasuryMoves';
import '../i18n/registerTreasuryAdminI18n';
import * as own from './treasury.css';
import { useTreasuryWords } from './useTreasuryWords';

export interface TreasuryMoveItemProps {
  move: TreasuryMove;
  /**
   * Whether the signed-in operator proposed it: a pending move of their own says it waits for another
   * operator and has no decisions (the server refuses them, 403). @default false
   */
  isOwn?: boolean;
  /** Opens the approval of a pending move. @default undefined (no decisions: a decided move) */
  onApprove?: (move: TreasuryMove) => void;
  /** Opens the rejection of a pending move. @default undefined */
  onReject?: (move: TreasuryMove) => void;
}

const BADGE = { pending: 'Pending', approved: 'Approved', rejected: 'Rejected' } as const;

/**
 * One treasury move: where the money goes in words, how much, who proposed it, when and why; once decided,
 * who decided, when, and a rejection's reason. A pending move of another operator has its two decisions.
 */
export function TreasuryMoveItem({ move, isOwn = false, onApprove, onReject }: TreasuryMoveItemProps) {
  const { t } = useTranslation('admin');
  const words = useTreasuryWords();
  const headingId = useId();
  const name = words.name(move);
  const pending = move.status === 'pending';
  return (
    <li className={styles.item} aria-labelledby={headingId}>
      <div className={styles.head}>
        <div className={styles.title}>
          <CurrencyIcon currency={move.currency} size="small" />
          <h3 id={headingId} className={styles.heading}>
            {words.direction(move)} <span className={styles.muted}>{words.number(move.id)}</span>
          </h3>
        </div>
        <StatusBadge status={BADGE[move.status]} label={t(`treasury.move.statuses.${move.status}`)} />
      </div>
      <AmountText
        value={move.amount}
        symbol={words.currencyName(move.currency)}
        maxDecimals={scaleOf(move.currency)}
        size="large"
      />
      <DetailList items={useDetails(move)} />
      {pending && isOwn ? <p className={own.waiting}>{t('treasury.pending.ownProposal')}</p> : null}
      {pending && !isOwn && onApprove && onReject ? (
        <div role="group" aria-label={t('treasury.actions.label', { name })} className={styles.buttons}>
          <Button variant="primary" onPress={() => onApprove(move)}>
            {t('treasury.actions.approve')}
          </Button>
          <Button variant="critical" onPress={() => onReject(move)}>
            {t('treasury.actions.reject')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

/** Who and when, the proposer's reason; then who decided, when, and why a rejection. */
function useDetails(move: TreasuryMove): DetailItem[] {
  const { t } = useTranslation('admin');
  const person = (user: TreasuryMove['proposed_by']) => (
    <>
      {user.name ? <span>{user.name} </span> : null}
      <bdi dir="ltr">{user.email}</bdi>
    </>
  );
  const items: Array<DetailItem | false> = [
    { id: 'proposedBy', label: t('treasury.move.fields.proposedBy'), value: person(move.proposed_by) },
    {
      id: 'proposedAt',
      label: t('treasury.move.fields.proposedAt'),
      value: <DateText value={move.proposed_at} />,
    },
    { id: 'note', label: t('treasury.move.fields.note'), value: <bdi>{move.note}</bdi> },
    move.decided_by !== null && {
      id: 'decidedBy',
      label: t('treasury.move.fields.decidedBy'),
      value: person(move.decided_by),
    },
    move.decided_at !== null && {
      id: 'decidedAt',
      label: t('treasury.move.fields.decidedAt'),
      value: <DateText value={move.decided_at} />,
    },
    Boolean(move.decision_note) && {
      id: 'reason',
      label: t('treasury.move.fields.reason'),
      value: <bdi>{move.decision_note}</bdi>,
    },
  ];
  return items.filter((item): item is DetailItem => Boolean(item));
}
