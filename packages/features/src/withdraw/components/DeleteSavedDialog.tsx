import { Dialog } from '@sarraf/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/errors/ApiError';
import { useForm } from '../../shared/forms/useForm';
import '../i18n/registerWithdrawI18n';
import * as styles from './savedList.css';

export interface DeleteSavedDialogProps {
  /** Whether the dialog is shown (a saved IBAN or address was asked to be deleted). */
  isOpen: boolean;
  onClose: () => void;
  title: string;
  /** What is deleted, in words the person recognises (a sentence, which may hold an `Identifier`). */
  body: ReactNode;
  /** The deletion call. */
  remove: () => Promise<void>;
  /** Runs once it is gone (also when it was gone already: 404), before the dialog closes. */
  onDeleted: () => Promise<unknown> | void;
  confirmLabel: string;
  pendingLabel: string;
}

/** Asks before deleting a saved IBAN or address; a failure is said in the dialog, to try again. */
export function DeleteSavedDialog({
  isOpen,
  onClose,
  title,
  body,
  remove,
  onDeleted,
  confirmLabel,
  pendingLabel,
}: DeleteSavedDialogProps) {
  const { t } = useTranslation('withdraw');
  const form = useForm({
    namespace: 'withdraw',
    initialValues: {},
    submit: remove,
    onSuccess: async () => {
      await onDeleted();
      close();
    },
    // Deleted meanwhile (another tab): what the person wanted is done.
    onError: (error) => {
      if (!isApiError(error) || error.status !== 404) return false;
      void Promise.resolve(onDeleted()).then(close);
      return true;
    },
  });

  function close() {
    form.reset();
    onClose();
  }

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={title}
      confirmLabel={confirmLabel}
      confirmVariant="critical"
      cancelLabel={t('confirm.cancel')}
      onConfirm={() => form.handleSubmit()}
      isPending={form.isPending}
      pendingLabel={pendingLabel}
      errorMessage={form.failure ?? undefined}
    >
      <p className={styles.dialogText}>{body}</p>
    </Dialog>
  );
}
