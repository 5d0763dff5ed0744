import { DialogFrame, FormErrorSummary } from '@sarraf/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Passkey } from '../../entities/secondFactor';
import { isApiError } from '../../shared/errors/ApiError';
import { useForm } from '../../shared/forms/useForm';
import { removePasskey } from '../api/managePasskeys';
import '../i18n/registerSecurityI18n';
import { isTotpCode } from '../rules/totpCode';
import { AccountPassword, AppCode, FormActions } from './FactorFormParts';
import * as styles from './totpEnrolment.css';

type Field = 'password' | 'code';

export interface RemovePasskeyDialogProps {
  passkey: Passkey;
  onClose: () => void;
  /** Removed (or already gone in another tab): read the factors again, then close. */
  onRemoved: () => Promise<void> | void;
}

/**
 * Removing one passkey (a lost or sold device): the password and the app's current code, counted like a
 * sign-in. The dialog names the device and says first that withdrawals pause for a day.
 */
export function RemovePasskeyDialog({ passkey, onClose, onRemoved }: RemovePasskeyDialogProps) {
  const { t } = useTranslation('security');
  const id = useId();
  const fieldIds: Record<Field, string> = { password: `${id}-password`, code: `${id}-code` };
  const form = useForm<{ password: string; code: string }, void, Field>({
    namespace: 'security',
    initialValues: { password: '', code: '' },
    validate: ({ password, code }) => ({
      ...(password ? {} : { password: 'enrolment.password.required' }),
      ...(isTotpCode(code) ? {} : { code: 'enrolment.app.codeInvalid' }),
    }),
    submit: ({ password, code }) => removePasskey(passkey.id, { password, code }),
    onSuccess: () => onRemoved(),
    // 404: removed meanwhile (another tab): the list read again says so.
    onError: (error) => {
      if (isApiError(error) && error.status === 404) void onRemoved();
    },
    failureText: (_error, { allPlaced, defaultText }) => (allPlaced ? null : defaultText),
  });
  return (
    <DialogFrame
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={t('passkeys.remove.title')}
      isDismissable={!form.isPending}
    >
      {(close) => (
        <div className={styles.body}>
          <p className={styles.text}>
            <strong>
              <bdi>{passkey.name}</bdi>
            </strong>
          </p>
          <p className={styles.text}>{t('passkeys.remove.intro')}</p>
          <FormErrorSummary
            title={form.failure ? t('passkeys.remove.failedTitle') : t('enrolment.errorSummaryTitle')}
            errors={form.summary(fieldIds)}
            focusKey={form.refusals}
          />
          <form className={styles.form} noValidate onSubmit={form.handleSubmit}>
            <AccountPassword id={fieldIds.password} binding={form.bind('password')} />
            <AppCode id={fieldIds.code} binding={form.bind('code')} />
            <FormActions
              submitLabel={t('passkeys.remove.submit')}
              pendingLabel={t('passkeys.remove.submitting')}
              isPending={form.isPending}
              onCancel={close}
              variant="critical"
            />
          </form>
        </div>
      )}
    </DialogFrame>
  );
}
