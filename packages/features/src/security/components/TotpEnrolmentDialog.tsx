import { DialogFrame, toLocaleDigits } from '@sarraf/ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisplayLocale } from '../../shared/hooks/useDisplayLocale';
import '../i18n/registerSecurityI18n';
import { AppStep } from './AppStep';
import { PasswordStep } from './PasswordStep';
import { RecoveryCodesStep } from './RecoveryCodesStep';
import * as styles from './totpEnrolment.css';
import { useTotpEnrolment, type EnrolmentStep } from './useTotpEnrolment';

const STEPS: readonly EnrolmentStep['name'][] = ['password', 'app', 'codes'];

export interface TotpEnrolmentDialogProps {
  /** The person closed the set-up before the app was on (Cancel, Escape, a press outside). */
  onClose: () => void;
  /** The recovery codes are saved and Done was pressed: read the status again, then close. */
  onDone: () => Promise<void> | void;
  /** The server says an app is already on (409): the status is worth reading again. */
  onAlreadyOn: () => void;
}

/**
 * Setting up an authenticator app, in one dialog of three steps: the account's password; the key as a QR
 * code and as text to type, and the app's first code; then the ten recovery codes, shown this once. Mount
 * one per opening. Until the codes show it closes on Cancel, Escape or a press outside (never while a
 * request is on its way: a confirmation cut short would lose the codes); once they show, only Done closes
 * it, and only after the person says they saved them.
 */
export function TotpEnrolmentDialog({ onClose, onDone, onAlreadyOn }: TotpEnrolmentDialogProps) {
  const { t } = useTranslation('security');
  const locale = useDisplayLocale();
  const enrolment = useTotpEnrolment({ onAlreadyOn });
  const { step } = enrolment;
  const position = STEPS.indexOf(step.name);
  const stepHeading = useRef<HTMLParagraphElement>(null);
  const firstStep = useRef(true);

  // A new step replaces the button that was pressed: focus goes to the step's heading, so it is read out,
  // and the dialog scrolls back to its top, so the step is seen from its title (the last step's button sat
  // at the bottom of a dialog taller than the phone).
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    const heading = stepHeading.current;
    heading?.focus({ preventScroll: true });
    heading?.closest('[role="dialog"]')?.scrollIntoView({ block: 'start' });
  }, [step.name]);

  return (
    <DialogFrame
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={t('enrolment.title')}
      isDismissable={!enrolment.isPending && step.name !== 'codes'}
    >
      {(close) => (
        <div className={styles.body}>
          <p ref={stepHeading} className={styles.stepHeading} tabIndex={-1}>
            {t('enrolment.stepText', {
              step: toLocaleDigits(String(position + 1), locale),
              total: toLocaleDigits(String(STEPS.length), locale),
            })}
            {': '}
            {t(`enrolment.steps.${step.name}`)}
          </p>
          {step.name === 'password' ? (
            <PasswordStep form={enrolment.password} onCancel={close} />
          ) : step.name === 'app' ? (
            <AppStep enrolment={step.enrolment} form={enrolment.code} onCancel={close} />
          ) : (
            <RecoveryCodesStep recoveryCodes={step.recoveryCodes} onDone={onDone} />
          )}
        </div>
      )}
    </DialogFrame>
  );
}
