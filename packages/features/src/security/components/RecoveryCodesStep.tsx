import { Banner, Button, Checkbox, CopyButton } from '@sarraf/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useScreenToasts } from '../../shared/forms/useScreenToasts';
import '../i18n/registerSecurityI18n';
import { RECOVERY_CODES_FILE_NAME, recoveryCodesFile, recoveryCodesText } from '../rules/totpKey';
import { saveTextFile } from './saveTextFile';
import * as styles from './totpEnrolment.css';

function DownloadIcon() {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M12 4v11M8 11l4 4 4-4M5 19h14" />
    </svg>
  );
}

export interface RecoveryCodesStepProps {
  /** The ten codes the server answered; it keeps only their hashes, so this is the one time they show. */
  recoveryCodes: readonly string[];
  /** The person saved them and pressed Done. */
  onDone: () => Promise<void> | void;
}

/**
 * The set-up's last step: the recovery codes, shown this once, left to right, to copy all at once or save
 * as a text file. Done waits for "I have saved these codes": the app is already on, and a person who
 * closes without them has no way in when the phone is lost.
 */
export function RecoveryCodesStep({ recoveryCodes, onDone }: RecoveryCodesStepProps) {
  const { t } = useTranslation('security');
  const showToast = useScreenToasts();
  const [saved, setSaved] = useState(false);
  const [finishing, setFinishing] = useState(false);

  function download() {
    const text = recoveryCodesFile(
      [t('enrolment.codes.fileTitle'), t('enrolment.codes.fileNote')],
      recoveryCodes,
    );
    saveTextFile(text, RECOVERY_CODES_FILE_NAME);
  }

  async function finish() {
    setFinishing(true);
    try {
      await onDone();
    } finally {
      setFinishing(false);
    }
  }

  return (
    <>
      <p className={styles.text}>{t('enrolment.codes.intro')}</p>
      <Banner tone="warning" title={t('enrolment.codes.warningTitle')}>
        {t('enrolment.codes.warningBody')}
      </Banner>
      <ul className={styles.codes} aria-label={t('enrolment.codes.listLabel')} dir="ltr" translate="no">
        {recoveryCodes.map((code) => (
          <li key={code} className={styles.code}>
            {code}
          </li>
        ))}
      </ul>
      <div className={styles.codeActions}>
        <CopyButton
          value={recoveryCodesText(recoveryCodes)}
          label={t('enrolment.codes.copyAll')}
          onCopied={() => showToast({ title: t('enrolment.codes.copied'), tone: 'positive' })}
          onCopyError={() => showToast({ title: t('enrolment.codes.copyFailed'), tone: 'critical' })}
        >
          {t('enrolment.codes.copyAll')}
        </CopyButton>
        <Button variant="ghost" onPress={download}>
          <DownloadIcon />
          {t('enrolment.codes.download')}
        </Button>
      </div>
      <Checkbox isSelected={saved} onChange={setSaved} isDisabled={finishing}>
        {t('enrolment.codes.saved')}
      </Checkbox>
      <Button
        fullWidth
        isDisabled={!saved}
        isPending={finishing}
        pendingLabel={t('enrolment.codes.finishing')}
        onPress={() => void finish()}
      >
        {t('enrolment.codes.done')}
      </Button>
    </>
  );
}
