import { DateText, formatAmount, toLocaleDigits, visuallyHidden } from '@sarraf/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appPaths } from '@sarraf/routes';
import { useDisplayLocale } from '../../../shared/hooks/useDisplayLocale';
import type { AuditEntry } from '../api/adminListAuditLog';
import '../i18n/registerAuditAdminI18n';
import { auditSubjectOf } from '../rules/auditSubject';
import { describeAuditEntry } from '../rules/describeAuditEntry';
import type { AuditDetail } from '../rules/summarizeAuditDetails';
import { AuditSentenceText } from './AuditSentenceText';
import * as styles from './AuditEntryItem.css';

/** Detail names this client has words for, when an entry is shown as "name: value" lines. */
const DETAIL_KEYS = new Set([
  'reason',
  'user_id',
  'user_type',
  'price_id',
  'pair',
  'buy_price',
  'sell_price',
]);

/**
 * One audit entry: what happened as a sentence with only what changed, then when, by whom, to what and
 * from where. An action this client has no sentences for shows its name as written and its details as
 * short "name: value" lines.
 */
export function AuditEntryItem({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin');
  const { summary, sentences, details } = describeAuditEntry(entry);
  const subject = auditSubjectOf(entry);
  return (
    <li className={styles.entry}>
      <div className={styles.head}>
        {summary ? (
          <p className={styles.action}>
            <AuditSentenceText sentence={summary} />
          </p>
        ) : (
          <p className={styles.action}>
            <span className={visuallyHidden}>{t('audit.unknownAction')}: </span>
            <bdi dir="ltr" className={styles.raw}>
              {entry.action}
            </bdi>
          </p>
        )}
        <span className={styles.when}>
          <DateText value={entry.created_at} />
        </span>
      </div>
      {sentences.length > 0 ? (
        <ul className={styles.sentences}>
          {sentences.map((sentence, index) => (
            <li key={index}>
              <AuditSentenceText sentence={sentence} />
            </li>
          ))}
        </ul>
      ) : null}
      {details.length > 0 ? (
        <dl className={styles.details}>
          {details.map((detail) => (
            <Pair
              key={detail.key}
              term={
                DETAIL_KEYS.has(detail.key) ? (
                  t(`audit.detailKeys.${detail.key}`)
                ) : (
                  <bdi dir="ltr">{detail.key}</bdi>
                )
              }
            >
              <DetailValue detail={detail} />
            </Pair>
          ))}
        </dl>
      ) : null}
      <dl className={styles.pairs}>
        <Pair term={t('audit.actor')}>
          {entry.actor ? <bdi dir="ltr">{entry.actor.email}</bdi> : t('system')}
        </Pair>
        {subject ? (
          <Pair term={t('audit.subject')}>
            {subject.key === 'audit.subjects.verification' ? (
              <Link className={styles.subjectLink} to={appPaths.adminVerification(entry.subject_id!)}>
                <AuditSentenceText sentence={subject} />
              </Link>
            ) : (
              <AuditSentenceText sentence={subject} />
            )}
          </Pair>
        ) : null}
        {entry.ip ? (
          <Pair term={t('audit.ip')}>
            <bdi dir="ltr">{entry.ip}</bdi>
          </Pair>
        ) : null}
      </dl>
    </li>
  );
}

function Pair({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.pair}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

/** A detail's value, and the one it replaced: "91,800 -> 92,000" (the arrow follows the reading direction). */
function DetailValue({ detail }: { detail: AuditDetail }) {
  const { t } = useTranslation('admin');
  const locale = useDisplayLocale();
  const show = (value: string) => {
    if (value === '') return t('emptyValue');
    if (detail.key === 'user_type' && (value === 'individual' || value === 'legal'))
      return t(`userType.${value}`);
    switch (detail.kind) {
      case 'number':
        return <bdi className={styles.number}>{formatAmount(value, { locale, maxDecimals: 6 })}</bdi>;
      case 'identifier':
        return (
          <bdi dir="ltr" className={styles.identifier}>
            {toLocaleDigits(value, 'en')}
          </bdi>
        );
      case 'date':
        return <DateText value={value} />;
      default:
        return <bdi>{value}</bdi>;
    }
  };
  if (detail.previous === undefined) return <>{show(detail.value)}</>;
  return (
    <>
      {show(detail.previous)} <ChangeArrow pointsLeft={locale === 'fa'} />
      <span className={visuallyHidden}>{t('audit.changedTo')}</span> {show(detail.value)}
    </>
  );
}

/**
 * The arrow from the old value to the new one, towards the reading end. Drawn, not typed: no bundled font has
 * the arrow glyph, and a system font's arrow made the screenshot differ from machine to machine.
 */
function ChangeArrow({ pointsLeft }: { pointsLeft: boolean }) {
  return (
    <svg viewBox="0 0 16 16" aria-hidden="true" className={styles.changeArrow}>
      <path
        d={pointsLeft ? 'M13 8H3m4-4L3 8l4 4' : 'M3 8h10M9 4l4 4-4 4'}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
