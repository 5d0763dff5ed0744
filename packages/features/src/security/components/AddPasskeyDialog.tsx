import { DialogFrame, FormErrorSummary, TextField } from '@sarraf/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isPasskeyPromptClosed, type Passkey } from '../../entities/secondFactor';
import { isApiError } from '../../shared/errors/ApiError';
import { useForm } from '../../shared/forms/useForm';
import { registerPasskey } from '../api/passkeyRegistration';
import '../i18n/registerSecurityI18n';
import { passkeyNameProblem } from '../rules/passkeyName';
import { isTotpCode } from '../rules/totpCode';
import { AccountPassword, AppCode, FormActions } from './FactorFormParts';
import * as styles from './totpEnrolment.css';

type Field = 'name' | 'password' | 'code';

export interface AddPasskeyDialogProps {
  /** Closed without a change. */
  onClose: () => void;
  /** The passkey is saved: read the factors again, then close. */
  onAdded: (passkey: Passkey) => Promise<void> | void;
}

/**
 * Adding a passkey: a name the person will know the device by, the password and the app's current code (the
 * server checks both, counted like a sign-in), then the device's own prompt. The dialog says first that
 * withdrawals pause for a day, as after any new second factor. A prompt the person closed is said plainly,
 * and the form stays as it was to try again.
 */
export function AddPasskeyDialog({ onClose, onAdded }: AddPasskeyDialogProps) {
  const { t } = useTranslation('security');
  const id = useId();
  const fieldIds: Record<Field, string> = {
    name: `${id}-name`,
    password: `${id}-password`,
    code: `${id}-code`,
  };
  const form = useForm<{ name: string; password: string; code: string }, Passkey, Field>({
    namespace: 'security',
    initialValues: { name: '', password: '', code: '' },
    validate: ({ name, password, code }) => {
      const nameProblem = passkeyNameProblem(name);
      return {
        ...(nameProblem ? { name: nameProblem } : {}),
        ...(password ? {} : { password: 'enrolment.password.required' }),
        ...(isTotpCode(code) ? {} : { code: 'enrolment.app.codeInvalid' }),
      };
    },
    serverFields: ['name', 'password', 'code'],
    submit: ({ name, password, code }) => registerPasskey({ name: name.trim(), password, code }),
    onSuccess: (passkey) => onAdded(passkey),
    failureText: (error, { allPlaced, defaultText }) => {
      if (isPasskeyPromptClosed(error)) return t('passkeys.promptClosed');
      if (!isApiError(error)) return t('passkeys.promptFailed');
      return allPlaced ? null : defaultText;
    },
  });

  return (
    <DialogFrame
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={t('passkeys.add.title')}
      isDismissable={!form.isPending}
    >
      {(close) => (
        <div className={styles.body}>
          <p className={styles.text}>{t('passkeys.add.intro')}</p>
          <FormErrorSummary
            title={form.failure ? t('passkeys.add.failedTitle') : t('enrolment.errorSummaryTitle')}
            errors={form.summary(fieldIds)}
            focusKey={form.refusals}
          />
          <form className={styles.form} noValidate onSubmit={form.handleSubmit}>
            <TextField
              id={fieldIds.name}
              label={t('passkeys.name.label')}
              description={t('passkeys.name.hint')}
              name="passkey_name"
              autoComplete="off"
              {...form.bind('name')}
              isInvalid={Boolean(form.fieldErrors.name)}
            />
            <AccountPassword id={fieldIds.password} binding={form.bind('password')} />
            <AppCode id={fieldIds.code} binding={form.bind('code')} />
            <FormActions
              submitLabel={t('passkeys.add.submit')}
              pendingLabel={t('passkeys.add.submitting')}
              isPending={form.isPending}
              onCancel={close}
            />
          </form>
        </div>
      )}
    </DialogFrame>
  );
}
