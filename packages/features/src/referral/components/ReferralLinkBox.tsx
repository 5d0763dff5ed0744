import { Button, CopyButton } from '@sarraf/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReferralSummary } from '../api/getReferralSummary';
import { useCopyFeedback } from '../hooks/useCopyFeedback';
import { useShareLink } from '../hooks/useShareLink';
import '../i18n/registerReferralI18n';
import * as styles from './ReferralLinkBox.css';

function ShareIcon() {
  return (
    <svg
      className={styles.shareIcon}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M12 15V4M8 8l4-4 4 4M5 12v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6" />
    </svg>
  );
}

/**
 * The person's referral link, left to right and selectable, with Copy and (where the browser has a share
 * sheet) Share, then the code the link carries.
 */
export function ReferralLinkBox({
  summary,
}: {
  summary: Pick<ReferralSummary, 'referral_link' | 'referral_code'>;
}) {
  const { t } = useTranslation('referral');
  const labelId = useId();
  const copyFeedback = useCopyFeedback();
  const share = useShareLink(summary.referral_link);
  return (
    <div className={styles.box} role="group" aria-labelledby={labelId}>
      <p id={labelId} className={styles.label}>
        {t('link.label')}
      </p>
      {/* Isolated left to right, yet at the start of the line in either language. */}
      <p className={styles.linkLine}>
        <bdi className={styles.link} dir="ltr" translate="no">
          {summary.referral_link}
        </bdi>
      </p>
      <div className={styles.actions}>
        <CopyButton value={summary.referral_link} label={t('link.copy')} {...copyFeedback}>
          {t('link.copy')}
        </CopyButton>
        {share ? (
          <Button variant="ghost" onPress={() => void share()}>
            <ShareIcon />
            {t('link.share')}
          </Button>
        ) : null}
      </div>
      <p className={styles.code}>
        {t('link.code')}{' '}
        <bdi className={styles.codeValue} dir="ltr" translate="no">
          {summary.referral_code}
        </bdi>
      </p>
    </div>
  );
}
