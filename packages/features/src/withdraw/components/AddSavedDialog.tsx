import { Dialog } from '@sarraf/ui';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../shared/forms/useForm';
import '../i18n/registerWithdrawI18n';
import * as styles from './savedList.css';

export interface AddSavedDialogProps<Saved> {
  isOpen: boolean;
  onClose: () => void;
  /** Called with the saved destination once the list is refreshed; the dialog has closed. */
  onAdded: (saved: Saved) => void;
}

type SavedForm<Values extends object, Saved> = ReturnType<typeof useForm<Values, Saved>>;

interface AddSavedDialogOptions<Values extends object, Saved> extends AddSavedDialogProps<Saved> {
  title: string;
  saveLabel: string;
  pendingLabel: string;
  initialValues: Values;
  validate: (values: Values) => Partial<Record<Extract<keyof Values, string>, string>>;
  save: (values: Values) => Promise<Saved>;
  /** Refreshes the saved list. */
  refresh: (queryClient: QueryClient) => Promise<unknown>;
  /** The form's fields; `id` is unique to this dialog, to make the fields' ids from. */
  fields: (form: SavedForm<Values, Saved>, id: string) => ReactNode;
}

/** A dialog that saves a new destination (an IBAN, an address) and empties itself whenever it closes. */
export function AddSavedDialog<Values extends object, Saved>(options: AddSavedDialogOptions<Values, Saved>) {
  const { t } = useTranslation('withdraw');
  const queryClient = useQueryClient();
  const id = useId();
  const form = useForm<Values, Saved>({
    namespace: 'withdraw',
    initialValues: options.initialValues,
    validate: options.validate,
    submit: options.save,
    // The server's word on a field belongs on it; anything else above the buttons.
    failureText: (_error, { allPlaced, defaultText }) => (allPlaced ? null : defaultText),
    onSuccess: async (saved) => {
      await options.refresh(queryClient);
      close();
      options.onAdded(saved);
    },
  });

  function close() {
    form.reset();
    options.onClose();
  }

  return (
    <Dialog
      isOpen={options.isOpen}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={options.title}
      confirmLabel={options.saveLabel}
      cancelLabel={t('confirm.cancel')}
      onConfirm={() => form.handleSubmit()}
      isPending={form.isPending}
      pendingLabel={options.pendingLabel}
      errorMessage={form.failure ?? undefined}
    >
      {/* A form, so Enter in a field saves as the button does. */}
      <form className={styles.dialogForm} noValidate onSubmit={form.handleSubmit}>
        {options.fields(form, id)}
      </form>
    </Dialog>
  );
}
