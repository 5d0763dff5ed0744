import { FormErrorSummary } from '@sarraf/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import '../i18n/registerSecurityI18n';
import { AccountPassword, FormActions } from './FactorFormParts';
import * as styles from './totpEnrolment.css';
import type { useTotpEnrolment } from './useTotpEnrolment';

export interface PasswordStepProps {
  /** The set-up's password form (`useTotpEnrolment().password`). */
  form: ReturnType<typeof useTotpEnrolment>['password'];
  /** Closes the set-up. */
  onCancel: () => void;
}

/** The set-up's first step: the account's password, which the server checks before it hands out a key. */
export function PasswordStep({ form, onCancel }: PasswordStepProps) {
  const { t } = useTranslation('security');
  const passwordId = useId();
  return (
    <>
      <p className={styles.text}>{t('enrolment.password.intro')}</p>
      <FormErrorSummary
        title={form.failure ? t('enrolment.failedTitle') : t('enrolment.errorSummaryTitle')}
        errors={form.summary({ password: passwordId })}
        focusKey={form.refusals}
      />
      <form className={styles.form} noValidate onSubmit={form.handleSubmit}>
        <AccountPassword id={passwordId} binding={form.bind('password')} />
        <FormActions
          submitLabel={t('enrolment.password.submit')}
          pendingLabel={t('enrolment.password.submitting')}
          isPending={form.isPending}
          onCancel={onCancel}
        />
      </form>
    </>
  );
}
