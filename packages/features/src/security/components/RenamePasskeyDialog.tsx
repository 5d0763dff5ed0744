import { DialogFrame, FormErrorSummary, TextField } from '@sarraf/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Passkey } from '../../entities/secondFactor';
import { useForm } from '../../shared/forms/useForm';
import { renamePasskey } from '../api/managePasskeys';
import '../i18n/registerSecurityI18n';
import { passkeyNameProblem } from '../rules/passkeyName';
import { FormActions } from './FactorFormParts';
import * as styles from './totpEnrolment.css';

export interface RenamePasskeyDialogProps {
  passkey: Passkey;
  onClose: () => void;
  onRenamed: (passkey: Passkey) => Promise<void> | void;
}

/** A new name for one passkey; nothing else about it changes, so no password is asked. */
export function RenamePasskeyDialog({ passkey, onClose, onRenamed }: RenamePasskeyDialogProps) {
  const { t } = useTranslation('security');
  const nameId = useId();
  const form = useForm<{ name: string }, Passkey>({
    namespace: 'security',
    initialValues: { name: passkey.name },
    validate: ({ name }) => {
      const problem = passkeyNameProblem(name);
      return problem ? { name: problem } : {};
    },
    submit: ({ name }) => renamePasskey(passkey.id, name.trim()),
    onSuccess: (renamed) => onRenamed(renamed),
    failureText: (_error, { allPlaced, defaultText }) => (allPlaced ? null : defaultText),
  });
  return (
    <DialogFrame
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={t('passkeys.rename.title')}
      isDismissable={!form.isPending}
    >
      {(close) => (
        <div className={styles.body}>
          <FormErrorSummary
            title={form.failure ? t('passkeys.rename.failedTitle') : t('enrolment.errorSummaryTitle')}
            errors={form.summary({ name: nameId })}
            focusKey={form.refusals}
          />
          <form className={styles.form} noValidate onSubmit={form.handleSubmit}>
            <TextField
              id={nameId}
              label={t('passkeys.name.label')}
              name="passkey_name"
              autoComplete="off"
              {...form.bind('name')}
              isInvalid={Boolean(form.fieldErrors.name)}
            />
            <FormActions
              submitLabel={t('passkeys.rename.submit')}
              pendingLabel={t('passkeys.rename.submitting')}
              isPending={form.isPending}
              onCancel={close}
            />
          </form>
        </div>
      )}
    </DialogFrame>
  );
}
