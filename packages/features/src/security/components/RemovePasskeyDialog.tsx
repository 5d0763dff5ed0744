import { Button, DialogFrame, FormErrorSummary, OtpField, PasswordField } from '@sarraf/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Passkey } from '../../entities/secondFactor';
import { isApiError } from '../../shared/errors/ApiError';
import { useForm } from '../../shared/forms/useForm';
import { removePasskey } from '../api/managePasskeys';
import '../i18n/registerSecurityI18n';
import { isTotpCode, TOTP_CODE_LENGTH } from '../rules/totpCode';
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
            <PasswordField
              id={fieldIds.password}
              label={t('enrolment.password.label')}
              name="password"
              autoComplete="current-password"
              showPasswordLabel={t('enrolment.password.show')}
              hidePasswordLabel={t('enrolment.password.hide')}
              {...form.bind('password')}
              isInvalid={Boolean(form.fieldErrors.password)}
            />
            <div id={fieldIds.code} tabIndex={-1}>
              <OtpField
                label={t('enrolment.app.code')}
                cellLabel={(position, length) => t('enrolment.app.codeCell', { position, length })}
                length={TOTP_CODE_LENGTH}
                name="code"
                {...form.bind('code')}
              />
            </div>
            <div className={styles.actions}>
              <span className={styles.action}>
                <Button
                  type="submit"
                  variant="critical"
                  fullWidth
                  isPending={form.isPending}
                  pendingLabel={t('passkeys.remove.submitting')}
                >
                  {t('passkeys.remove.submit')}
                </Button>
              </span>
              <span className={styles.action}>
                <Button variant="secondary" fullWidth isDisabled={form.isPending} onPress={close}>
                  {t('enrolment.cancel')}
                </Button>
              </span>
            </div>
          </form>
        </div>
      )}
    </DialogFrame>
  );
}
