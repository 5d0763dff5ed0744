import { DateText } from '@sarraf/ui';
import { useId, type ReactNode } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import type { AdminWalletTransaction } from '../api/adminListWalletTransactions';
import { useWalletWords } from '../hooks/useWalletWords';
import '../i18n/registerWalletAdminI18n';
import { spanBefore } from '../rules/spanBefore';
import * as styles from './RiskSigns.css';

export type RiskSign = AdminWalletTransaction['risk_signs'][number];

/** A warning triangle; decorative, the words beside it carry the meaning. */
function WarningIcon() {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.25"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M12 4L2.5 20h19L12 4zM12 10v4.5M12 17.5v.01" />
    </svg>
  );
}

export interface RiskSignMarksProps {
  /** The withdrawal's signs as the server gives them; none renders nothing. */
  signs: readonly RiskSign[];
  /** A Toman deposit declared over the person's limit: one mark more ("Over daily limit"). */
  overLimit?: AdminWalletTransaction['over_limit'];
}

/**
 * A queue row's risk signs as short warning marks ("New destination", "New browser"), in a list named
 * "Risk signs", so a screen reader hears how many there are and what each is. The full sentences, with
 * their times and the median, are in the approval dialog.
 */
export function RiskSignMarks({ signs, overLimit = null }: RiskSignMarksProps) {
  const { t } = useTranslation('admin');
  if (signs.length === 0 && !overLimit) return null;
  return (
    <ul className={styles.marks} aria-label={t('wallet.riskSigns.label')}>
      {signs.map((sign, index) => (
        <li key={`${sign.kind}-${index}`} className={styles.mark} data-sign={sign.kind}>
          <WarningIcon />
          <span className={styles.label}>{t(`wallet.riskSigns.short.${sign.kind}`)}</span>
        </li>
      ))}
      {overLimit ? (
        <li className={styles.mark} data-sign="over_limit">
          <WarningIcon />
          <span className={styles.label}>{t(`wallet.riskSigns.short.over_limit_${overLimit.period}`)}</span>
        </li>
      ) : null}
    </ul>
  );
}

/**
 * A Toman deposit declared over the person's limit, as a sentence under "Risk signs" in its approval: the
 * money was sent, so it was taken; the operator weighs it before crediting. Nothing when within the limit.
 */
export function OverLimitSentence({ transaction }: { transaction: AdminWalletTransaction }) {
  const { t } = useTranslation('admin');
  const words = useWalletWords();
  const titleId = useId();
  const over = transaction.over_limit;
  if (!over) return null;
  return (
    <div className={styles.panel}>
      <h3 id={titleId} className={styles.title}>
        <WarningIcon />
        {t('wallet.riskSigns.label')}
      </h3>
      <ul className={styles.sentences} aria-labelledby={titleId}>
        <li data-sign="over_limit">
          {t(`wallet.riskSigns.sentence.over_limit_${over.period}`, {
            limit: words.amount(over.limit, 'IRT'),
            currency: words.currencyName('IRT'),
          })}
        </li>
      </ul>
    </div>
  );
}

export interface RiskSignSentencesProps {
  /** The withdrawal being decided on: its signs, request time and currency. */
  transaction: AdminWalletTransaction;
}

/**
 * Each risk sign of a withdrawal as a sentence, under a "Risk signs" heading: what was unusual when it was
 * requested, with when (the destination saved, the security change, the new browser's sign-in) and the
 * person's median for a large amount. A withdrawal without signs shows nothing, as in its row.
 */
export function RiskSignSentences({ transaction }: RiskSignSentencesProps) {
  const { t } = useTranslation('admin');
  const titleId = useId();
  const signs = transaction.risk_signs;
  if (signs.length === 0) return null;
  return (
    <div className={styles.panel}>
      <h3 id={titleId} className={styles.title}>
        <WarningIcon />
        {t('wallet.riskSigns.label')}
      </h3>
      <ul className={styles.sentences} aria-labelledby={titleId}>
        {signs.map((sign, index) => (
          <li key={`${sign.kind}-${index}`} data-sign={sign.kind}>
            <RiskSignSentence sign={sign} transaction={transaction} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function RiskSignSentence({ sign, transaction }: { sign: RiskSign; transaction: AdminWalletTransaction }) {
  const { t } = useTranslation('admin');
  const words = useWalletWords();
  const key = `wallet.riskSigns.sentence.${sign.kind}`;
  /** A sentence whose `<time>` is the sign's moment in the reader's calendar and digits. */
  const withTime = (at: string, values: Record<string, string> = {}): ReactNode => (
    <Trans t={t} i18nKey={key} values={values} components={{ time: <DateText value={at} /> }} />
  );

  switch (sign.kind) {
    case 'first_withdrawal':
      return t(key);
    case 'new_destination':
      // No time: the destination was typed in for this withdrawal, not one the person saved.
      return sign.at ? withTime(sign.at) : t(`${key}Unsaved`);
    case 'security_change':
    case 'new_device': {
      // The contract always gives these their moment; without one the sentence still says the window.
      if (!sign.at) return t(`${key}Undated`);
      const span = spanBefore(sign.at, transaction.date);
      return withTime(sign.at, {
        span: t(`wallet.riskSigns.span.${span.unit}`, {
          count: span.count,
          number: words.digits(String(span.count)),
        }),
      });
    }
    case 'large_amount':
      return sign.median
        ? t(key, {
            median: words.amount(sign.median, transaction.currency),
            currency: words.currencyName(transaction.currency),
          })
        : t(`${key}NoMedian`);
  }
}
