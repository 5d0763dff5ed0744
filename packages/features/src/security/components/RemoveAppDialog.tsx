import { Button, DialogFrame, FormErrorSummary, TextField } from '@sarraf/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/errors/ApiError';
import { useForm } from '../../shared/forms/useForm';
import { removeTotpFactor } from '../api/removeTotpFactor';
import '../i18n/registerSecurityI18n';
import { isTotpCode } from '../rules/totpCode';
import { AccountPassword, AppCode, FormActions } from './FactorFormParts';
import * as styles from './totpEnrolment.css';

type Method = 'code' | 'recovery';
type Field = 'password' | 'code' | 'recovery_code';

export interface RemoveAppDialogProps {
  /** Closed without a change (Cancel, Escape, a press outside). */
  onClose: () => void;
  /** The app is off (or the server says none was on): read the status again, then close. */
  onRemoved: () => Promise<void> | void;
}

/**
 * Turning the authenticator app off, for a lost or replaced phone: the account's password and the app's
 * current code, or one unused recovery code when the phone is gone. The dialog says first what follows
 * (every recovery code stops, withdrawals wait a day, deposits and withdrawals need a new app); the server's
 * refusals are said on their fields, and wrong tries count toward the lockout as at sign-in.
 */
export function RemoveAppDialog({ onClose, onRemoved }: RemoveAppDialogProps) {
  const { t } = useTranslation('security');
  const id = useId();
  const fieldIds: Record<Field, string> = {
    password: `${id}-password`,
    code: `${id}-code`,
    recovery_code: `${id}-recovery`,
  };
  const [method, setMethod] = useState<Method>('code');
  const form = useForm<{ password: string; code: string; recovery_code: string }, void, Field>({
    namespace: 'security',
    initialValues: { password: '', code: '', recovery_code: '' },
    validate: ({ password, code, recovery_code }) => ({
      ...(password ? {} : { password: 'enrolment.password.required' }),
      ...(method === 'code'
        ? isTotpCode(code)
          ? {}
          : { code: 'enrolment.app.codeInvalid' }
        : recovery_code.trim()
          ? {}
          : { recovery_code: 'removal.recoveryRequired' }),
    }),
    submit: ({ password, code, recovery_code }) =>
      removeTotpFactor(
        method === 'code' ? { password, code } : { password, recovery_code: recovery_code.trim() },
      ),
    onSuccess: () => onRemoved(),
    // 409: no app is on any more (another tab turned it off): the status is worth reading again.
    onError: (error) => {
      if (isApiError(error) && error.status === 409) void onRemoved();
    },
    failureText: (_error, { allPlaced, defaultText }) => (allPlaced ? null : defaultText),
  });

  function switchTo(next: Method) {
    setMethod(next);
    form.clearErrors(['code', 'recovery_code']);
  }

  return (
    <DialogFrame
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={t('removal.title')}
      isDismissable={!form.isPending}
    >
      {(close) => (
        <div className={styles.body}>
          <p className={styles.text}>{t('removal.intro')}</p>
          <FormErrorSummary
            title={form.failure ? t('removal.failedTitle') : t('enrolment.errorSummaryTitle')}
            errors={form.summary(fieldIds)}
            focusKey={form.refusals}
          />
          <form className={styles.form} noValidate onSubmit={form.handleSubmit}>
            <AccountPassword id={fieldIds.password} binding={form.bind('password')} />
            {method === 'code' ? (
              <AppCode id={fieldIds.code} binding={form.bind('code')} />
            ) : (
              <TextField
                id={fieldIds.recovery_code}
                label={t('removal.recoveryCode')}
                name="recovery_code"
                autoComplete="off"
                dir="ltr"
                normalizeDigits
                {...form.bind('recovery_code')}
                isInvalid={Boolean(form.fieldErrors.recovery_code)}
              />
            )}
            <Button variant="ghost" onPress={() => switchTo(method === 'code' ? 'recovery' : 'code')}>
              {method === 'code' ? t('removal.useRecovery') : t('removal.useApp')}
            </Button>
            <FormActions
              submitLabel={t('removal.submit')}
              pendingLabel={t('removal.submitting')}
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
