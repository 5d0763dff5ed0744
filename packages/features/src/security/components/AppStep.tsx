import { CopyButton, FormErrorSummary, QRCode } from '@sarraf/ui';
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useScreenToasts } from '../../shared/forms/useScreenToasts';
import type { TotpEnrolment } from '../api/startTotpEnrolment';
import '../i18n/registerSecurityI18n';
import { keyGroups } from '../rules/totpKey';
import { AppCode, FormActions } from './FactorFormParts';
import * as styles from './totpEnrolment.css';
import type { useTotpEnrolment } from './useTotpEnrolment';

/** Edge of the QR code: scannable from a phone held over the screen, and it fits a 320 px phone's dialog. */
const QR_SIZE = 176;

export interface AppStepProps {
  /** The key the server handed out. */
  enrolment: TotpEnrolment;
  /** The set-up's code form (`useTotpEnrolment().code`). */
  form: ReturnType<typeof useTotpEnrolment>['code'];
  /** Closes the set-up (the key not confirmed protects nothing; starting again replaces it). */
  onCancel: () => void;
}

/**
 * The set-up's second step: the key as a QR code to scan and as text to type by hand (groups of four, left
 * to right, copied whole), then the app's first 6-digit code, which turns the app on.
 */
export function AppStep({ enrolment, form, onCancel }: AppStepProps) {
  const { t } = useTranslation('security');
  const showToast = useScreenToasts();
  const codeId = useId();
  return (
    <>
      <p className={styles.text}>
        {/* App names read whole and left to right inside Persian text, never broken across lines. */}
        <Trans
          t={t}
          i18nKey="enrolment.app.scan"
          components={{ app: <bdi className={styles.appName} dir="ltr" translate="no" /> }}
        />
      </p>
      <div className={styles.qr}>
        <QRCode value={enrolment.otpauth_uri} label={t('enrolment.app.qrLabel')} size={QR_SIZE} />
      </div>
      <div className={styles.keyBox}>
        <p className={styles.keyLabel}>{t('enrolment.app.keyLabel')}</p>
        {/* Read and typed left to right in either language; one click selects it all. */}
        <p className={styles.keyLine}>
          <bdi className={styles.key} dir="ltr" translate="no">
            {keyGroups(enrolment.secret).join(' ')}
          </bdi>
        </p>
        <div>
          <CopyButton
            value={enrolment.secret}
            label={t('enrolment.app.copyKey')}
            onCopied={() => showToast({ title: t('enrolment.app.keyCopied'), tone: 'positive' })}
            onCopyError={() => showToast({ title: t('enrolment.app.copyFailed'), tone: 'critical' })}
          >
            {t('enrolment.app.copyKey')}
          </CopyButton>
        </div>
      </div>
      <FormErrorSummary
        title={form.failure ? t('enrolment.failedTitle') : t('enrolment.errorSummaryTitle')}
        errors={form.summary({ code: codeId })}
        focusKey={form.refusals}
      />
      <form className={styles.form} noValidate onSubmit={form.handleSubmit}>
        <AppCode id={codeId} binding={form.bind('code')} description={t('enrolment.app.codeHint')} />
        <FormActions
          submitLabel={t('enrolment.app.submit')}
          pendingLabel={t('enrolment.app.submitting')}
          isPending={form.isPending}
          onCancel={onCancel}
        />
      </form>
    </>
  );
}
