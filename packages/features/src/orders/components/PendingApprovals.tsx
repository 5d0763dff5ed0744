import { Button, DateText, StatusBadge, visuallyHidden } from '@sarraf/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePagedQuery } from '../../shared/query/usePagedQuery';
import { LoadFailed } from '../../shared/components/LoadFailed';
import { PagedListFooter } from '../../shared/components/PagedListFooter';
import { usePagedListTexts } from '../../shared/hooks/usePagedListTexts';
import { pendingApprovalsQuery, type Order } from '../../entities/order';
import { useOrderWords } from '../hooks/useOrderWords';
import '../i18n/registerOrdersI18n';
import { OrderFigures } from './OrderFigures';
import { PairIcons } from './PairIcons';
import * as styles from './PendingApprovals.css';

export interface PendingApprovalsProps {
  /** Opens the decision on an order the desk approved (no decision is offered before). */
  onReview: (order: Order) => void;
}

/**
 * The orders awaiting the person's answer (spec sections 2 and 4), first on the orders screen as a section
 * of their own. Nothing shows while it loads or when none waits: most people never have one, and a heading
 * that appears and vanishes on every visit would only distract. A failure is said, since one may be waiting.
 */
export function PendingApprovals({ onReview }: PendingApprovalsProps) {
  const { t } = useTranslation('orders');
  const listTexts = usePagedListTexts('orders');
  const headingId = useId();
  const list = usePagedQuery(pendingApprovalsQuery());
  if (list.status === 'pending' || (list.status === 'success' && list.items.length === 0)) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {t('pending.title')}
      </h2>
      <p className={styles.description}>{t('pending.description')}</p>
      {list.status === 'error' ? (
        <LoadFailed
          title={t('pending.failed')}
          error={list.error}
          onRetry={list.reload}
          retryLabel={t('retry')}
        />
      ) : (
        <>
          <ul className={styles.list} aria-label={t('pending.label')}>
            {list.items.map((order) => (
              <PendingApprovalItem key={order.id} order={order} onReview={onReview} />
            ))}
          </ul>
          {list.hasMore || list.loadMoreError ? <PagedListFooter list={list} texts={listTexts} /> : null}
        </>
      )}
    </section>
  );
}

/**
 * One order awaiting an answer: what it is, where the desk stands, its figures, its deadline. Review once
 * the desk approved; before, the order stays listed as waiting for the desk, with no decision offered (its
 * final figures are not set yet), and a line says when the person's answer comes.
 */
function PendingApprovalItem({ order, onReview }: { order: Order; onReview: (order: Order) => void }) {
  const { t } = useTranslation('orders');
  const words = useOrderWords();
  const headingId = useId();
  return (
    <li className={styles.item} aria-labelledby={headingId}>
      <div className={styles.head}>
        <PairIcons order={order} size="small" />
        <h3 id={headingId} className={styles.heading}>
          {words.title(order)} <span className={styles.number}>{words.number(order.id)}</span>
        </h3>
      </div>
      <span className={styles.stage}>
        {order.admin_approved ? (
          <StatusBadge status="Approved" label={t('pending.readyForYou')} />
        ) : (
          <StatusBadge status="Pending" label={t('pending.waitingForDesk')} />
        )}
      </span>
      <OrderFigures order={order} />
      {order.approval_expires_at ? (
        <p className={styles.deadline}>
          <span>{t('pending.answerBy')}</span>
          <DateText value={order.approval_expires_at} />
        </p>
      ) : null}
      {order.admin_approved ? (
        <div className={styles.review}>
          <Button onPress={() => onReview(order)}>
            {t('pending.review')}
            {/* Which order, for a screen reader's list of buttons; the row's heading says it to the eye. */}
            <span className={visuallyHidden}>
              {' '}
              {t('pending.reviewWhich', { id: words.reference(order.id) })}
            </span>
          </Button>
        </div>
      ) : (
        <p className={styles.waiting}>{t('pending.waitingForDeskHint')}</p>
      )}
    </li>
  );
}
