import { AmountText, formatAmount } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import { useDisplayLocale } from '../../shared/hooks/useDisplayLocale';
import type { ReferralSummary } from '../api/getReferralSummary';
import '../i18n/registerReferralI18n';
import * as styles from './ReferralFigures.css';

/**
 * The referral figures (spec section 3): how many joined, all earnings and this month's (the server's
 * amounts, shown as they come in the reader's digits, with the currency they are paid in).
 */
export function ReferralFigures({ summary }: { summary: ReferralSummary }) {
  const { t } = useTranslation('referral');
  const locale = useDisplayLocale();
  const currency = t(`common:currency.${summary.currency}`, { defaultValue: summary.currency });
  const items = [
    { id: 'totalReferrals', value: formatAmount(String(summary.total_referrals), { locale }) },
    { id: 'totalEarnings', value: <AmountText value={summary.total_earnings} symbol={currency} /> },
    { id: 'monthEarnings', value: <AmountText value={summary.month_earnings} symbol={currency} /> },
  ] as const;
  return (
    <dl className={styles.figures}>
      {items.map((item) => (
        <div key={item.id} className={styles.figure} data-figure={item.id}>
          <dt className={styles.label}>{t(`figures.${item.id}`)}</dt>
          <dd className={styles.value}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
