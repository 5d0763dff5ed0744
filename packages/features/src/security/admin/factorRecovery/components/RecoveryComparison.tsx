import { Card, DateText } from '@sarraf/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { UploadedMedia } from '../../../../entities/upload/components';
import type { AdminFactorRecovery } from '../api/adminGetFactorRecovery';
import '../i18n/registerFactorRecoveryAdminI18n';
import * as styles from './factorRecovery.css';

const FILE_WORDS = new Set(['live_video', 'national_card_front']);

/**
 * What the operator judges by: the new live video beside the files of the person's verified submission (the
 * verification video and the card's photo), each played or drawn in the page. Without a verified submission
 * there is nothing to compare with, and the screen says so.
 */
export function RecoveryComparison({ request }: { request: AdminFactorRecovery }) {
  const { t } = useTranslation('admin');
  const newId = useId();
  const verifiedId = useId();
  const media = request.verified_files.filter(
    (file) => file.content_type.startsWith('video/') || file.content_type.startsWith('image/'),
  );
  const labelOf = (field: string) =>
    FILE_WORDS.has(field) ? t(`factorRecovery.compare.files.${field}`) : field;
  return (
    <Card title={t('factorRecovery.compare.title')}>
      <div className={styles.columns}>
        <section className={styles.column} aria-labelledby={newId}>
          <h3 id={newId} className={styles.columnTitle}>
            {t('factorRecovery.compare.newVideo')}
          </h3>
          <p className={styles.muted}>
            <DateText value={request.created_at} showTime />
          </p>
          <UploadedMedia file={request.live_video} label={t('factorRecovery.compare.newVideo')} />
        </section>
        <section className={styles.column} aria-labelledby={verifiedId}>
          <h3 id={verifiedId} className={styles.columnTitle}>
            {t('factorRecovery.compare.verified')}
          </h3>
          {request.verified_at ? (
            <p className={styles.muted}>
              <DateText value={request.verified_at} showTime />
            </p>
          ) : null}
          {media.length === 0 ? (
            <p className={styles.paragraph}>{t('factorRecovery.compare.notVerified')}</p>
          ) : (
            media.map((file) => <UploadedMedia key={file.id} file={file} label={labelOf(file.field)} />)
          )}
        </section>
      </div>
    </Card>
  );
}
