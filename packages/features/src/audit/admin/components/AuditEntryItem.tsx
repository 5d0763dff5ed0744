import { DateText, formatAmount, toLocaleDigits, visuallyHidden, type DisplayLocale } from '@sarraf/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { appPaths } from '@sarraf/routes';
import { useDisplayLocale } from '../../../shared/hooks/useDisplayLocale';
import type { AuditEntry } from '../api/adminListAuditLog';
import '../i18n/registerAuditAdminI18n';
import { summarizeAuditDetails, type AuditDetail } from '../rules/summarizeAuditDetails';
import * as styles from './AuditEntryItem.css';

/** The actions this client has words for; any other is shown as the server wrote it. */
const ACTION_KEYS: Record<string, string> = {
  'verification.approve': 'audit.actions.verificationApprove',
  'verification.reject': 'audit.actions.verificationReject',
  'market.price_set': 'audit.actions.marketPriceSet',
  'wallet.approve': 'audit.actions.walletApprove',
  'wallet.reject': 'audit.actions.walletReject',
  'wallet.creditChainDeposit': 'audit.actions.walletCreditChainDeposit',
  'settings.update': 'audit.actions.settingsUpdate',
  'order.admin_approve': 'audit.actions.orderApprove',
  'order.admin_reject': 'audit.actions.orderReject',
};

const DETAIL_KEYS = new Set([
  'reason',
  'user_id',
  'user_type',
  'price_id',
  'pair',
  'buy_price',
  'sell_price',
]);
const ID_KEYS = new Set(['user_id', 'price_id']);
const AMOUNT_KEYS = new Set(['buy_price', 'sell_price']);

/** One audit entry: what happened, when, by whom, to what, from where, and its values compactly. */
export function AuditEntryItem({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation('admin');
  const locale = useDisplayLocale();
  const actionKey = ACTION_KEYS[entry.action];
  const details = summarizeAuditDetails(entry.details);
  return (
    <li className={styles.entry}>
      <div className={styles.head}>
        {actionKey ? (
          <span className={styles.action}>{t(actionKey)}</span>
        ) : (
          <bdi dir="ltr" className={`${styles.action} ${styles.raw}`}>
            {entry.action}
          </bdi>
        )}
        <span className={styles.when}>
          <DateText value={entry.created_at} />
        </span>
      </div>
      <dl className={styles.pairs}>
        <Pair term={t('audit.actor')}>
          {entry.actor ? <bdi dir="ltr">{entry.actor.email}</bdi> : t('system')}
        </Pair>
        {entry.subject_type ? <Pair term={t('audit.subject')}>{subjectOf(entry, t, locale)}</Pair> : null}
        {entry.ip ? (
          <Pair term={t('audit.ip')}>
            <bdi dir="ltr">{entry.ip}</bdi>
          </Pair>
        ) : null}
      </dl>
      {details.length > 0 ? (
        <dl className={styles.details}>
          {details.map((detail) => (
            <Pair
              key={detail.key}
              term={
                DETAIL_KEYS.has(detail.key) ? t(`audit.detailKeys.${detail.key}`) : <bdi>{detail.key}</bdi>
              }
            >
              <DetailValue detail={detail} />
            </Pair>
          ))}
        </dl>
      ) : null}
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

/** What the entry was about; a submission links to its page. */
function subjectOf(
  entry: AuditEntry,
  t: (key: string, options?: Record<string, unknown>) => string,
  locale: DisplayLocale,
): ReactNode {
  const id = entry.subject_id ?? '';
  if (entry.subject_type === 'verification' && /^[0-9]+$/.test(id)) {
    return (
      <Link className={styles.subjectLink} to={appPaths.adminVerification(id)}>
        {t('audit.subjects.verification', { id: toLocaleDigits(id, locale) })}
      </Link>
    );
  }
  if (entry.subject_type === 'market') return t('audit.subjects.market', { id });
  if (entry.subject_type === 'order' && /^[0-9]+$/.test(id))
    return t('audit.subjects.order', { id: toLocaleDigits(id, locale) });
  if (entry.subject_type === 'wallet_transaction' && /^[0-9]+$/.test(id))
    return t('audit.subjects.walletTransaction', { id: toLocaleDigits(id, locale) });
  if (entry.subject_type === 'settings') return t('audit.subjects.settings');
  return <bdi dir="ltr">{[entry.subject_type, entry.subject_id].filter(Boolean).join(' ')}</bdi>;
}

/** A detail's value, and the one it replaced: "91,800 -> 92,000" (the arrow follows the reading direction). */
function DetailValue({ detail }: { detail: AuditDetail }) {
  const { t } = useTranslation('admin');
  const locale = useDisplayLocale();
  const show = (value: string) => {
    if (value === '') return t('emptyValue');
    if (AMOUNT_KEYS.has(detail.key))
      return <bdi dir="ltr">{formatAmount(value, { locale, maxDecimals: 6 })}</bdi>;
    if (ID_KEYS.has(detail.key)) return toLocaleDigits(value, locale);
    if (detail.key === 'user_type' && (value === 'individual' || value === 'legal'))
      return t(`userType.${value}`);
    return <bdi>{value}</bdi>;
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
