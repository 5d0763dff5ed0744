import { DateText } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import type { WalletTransaction } from '../api/listWalletTransactions';
import '../i18n/registerWalletI18n';
import { transactionTimeline, type TimelineStep } from '../rules/transactionTimeline';
import * as styles from './StatusTimeline.css';

/** The words of a step in its state: a review is awaited, approved or rejected; a payout is to come or done. */
function labelKey(step: TimelineStep): string {
  if (step.id === 'reviewed') {
    return step.state === 'current' ? 'reviewPending' : step.state === 'failed' ? 'rejected' : 'approved';
  }
  if (step.id === 'paid') return step.state === 'done' ? 'paid' : 'payoutPending';
  return step.id;
}

/** Check for done, cross for refused, clock for awaited, an empty ring for what comes later. */
function StepIcon({ state }: { state: TimelineStep['state'] }) {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" fill="none" aria-hidden="true" data-state={state}>
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="2" />
      {state === 'done' ? (
        <path d="M7 12.5l3.2 3.2L17 9" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : state === 'failed' ? (
        <path d="M8.5 8.5l7 7M15.5 8.5l-7 7" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : state === 'current' ? (
        <path d="M12 7v5l3 2" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      ) : null}
    </svg>
  );
}

/** A deposit's or withdrawal's way: requested, reviewed (approved or rejected), and a withdrawal's payout. */
export function StatusTimeline({ transaction }: { transaction: WalletTransaction }) {
  const { t } = useTranslation('wallet');
  const steps = transactionTimeline(transaction);
  return (
    <ol className={styles.timeline} aria-label={t('transaction.timeline.label')}>
      {steps.map((step) => (
        <li
          key={step.id}
          className={styles.step}
          data-state={step.state}
          aria-current={step.state === 'current' ? 'step' : undefined}
        >
          <StepIcon state={step.state} />
          <span className={styles.text}>
            <span className={styles.label}>{t(`transaction.timeline.${labelKey(step)}`)}</span>
            {step.at ? (
              <span className={styles.time}>
                <DateText value={step.at} />
              </span>
            ) : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
