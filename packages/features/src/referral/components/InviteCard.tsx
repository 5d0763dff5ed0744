import { Card, QRCode, Skeleton, visuallyHidden } from '@sarraf/ui';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { linkButton } from '../../shared/styles/linkButton.css';
import { LoadFailed } from '../../shared/components/LoadFailed';
import { referralSummaryQuery, type ReferralSummary } from '../api/getReferralSummary';
import '../i18n/registerReferralI18n';
import { referralPaths } from '../paths';
import * as styles from './InviteCard.css';
import { ReferralFigures } from './ReferralFigures';
import { ReferralLinkBox } from './ReferralLinkBox';

/** Edge of the QR code: scannable from another phone's camera, small enough for the card. */
const QR_SIZE = 160;

function InviteContent({ summary }: { summary: ReferralSummary }) {
  const { t } = useTranslation('referral');
  return (
    <div className={styles.content}>
      <p className={styles.intro}>{t('invite.intro')}</p>
      <ReferralFigures summary={summary} />
      <div className={styles.qr}>
        <QRCode value={summary.referral_link} label={t('link.qrLabel')} size={QR_SIZE} />
      </div>
      <ReferralLinkBox summary={summary} />
      <Link className={linkButton.secondary} to={referralPaths.details}>
        {t('invite.details')}
      </Link>
    </div>
  );
}

/**
 * "Invite friends" on the profile (spec sections 2 and 3): the referral figures, the link as a QR code and
 * as text to copy or share, the code, and the way to the referral details. It loads on its own: while it
 * loads it holds its place, and a failure says "Failed to load referrals" with a retry inside the card, so
 * the rest of the profile never waits for it nor breaks with it.
 */
export function InviteCard() {
  const { t } = useTranslation('referral');
  const summary = useQuery(referralSummaryQuery());
  // A retry after a failure shows the placeholders again; a failed refresh keeps the figures shown.
  const failed = !summary.data && summary.isError && !summary.isFetching;
  return (
    <Card title={t('invite.title')}>
      {summary.data ? (
        <InviteContent summary={summary.data} />
      ) : failed ? (
        <LoadFailed
          title={t('failed')}
          error={summary.error}
          onRetry={() => void summary.refetch()}
          retryLabel={t('retry')}
        />
      ) : (
        <div className={styles.content} aria-busy="true">
          <span className={visuallyHidden}>{t('invite.loading')}</span>
          <Skeleton lines={2} />
          <Skeleton shape="block" blockSize="88px" />
          <div className={styles.qr}>
            <div className={styles.qrPlaceholder}>
              <Skeleton shape="block" blockSize={styles.QR_FRAME_SIZE} />
            </div>
          </div>
          <Skeleton shape="block" blockSize="96px" />
        </div>
      )}
    </Card>
  );
}
