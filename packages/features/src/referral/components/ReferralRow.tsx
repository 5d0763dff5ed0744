import { AmountText, DateText } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import { rowHead } from '../../shared/styles/rows.css';
import type { Referral } from '../api/listReferrals';
import '../i18n/registerReferralI18n';
import { ReferralActivityBadge } from './ReferralActivityBadge';
import * as styles from './referralRows.css';

export interface ReferralRowProps {
  referral: Referral;
  /**
   * The name of the currency earnings are paid in (the summary's `currency`; a referral row carries none),
   * or undefined while the summary is not loaded: the amount then shows without it.
   */
  currency: string | undefined;
}

/** One invited person: the masked name, active or not, when they joined and what they earned the person. */
export function ReferralRow({ referral, currency }: ReferralRowProps) {
  const { t } = useTranslation('referral');
  return (
    <li className={styles.row} data-active={referral.is_active}>
      <div className={rowHead}>
        <bdi className={styles.name} dir="ltr" translate="no">
          {referral.name}
        </bdi>
        <ReferralActivityBadge isActive={referral.is_active} />
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{t('details.joined')}</dt>
          <dd className={styles.factValue}>
            <DateText value={referral.joined_at} showTime={false} />
          </dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>{t('details.earned')}</dt>
          <dd className={styles.factValue}>
            <AmountText value={referral.earned_amount} symbol={currency} />
          </dd>
        </div>
      </dl>
    </li>
  );
}
