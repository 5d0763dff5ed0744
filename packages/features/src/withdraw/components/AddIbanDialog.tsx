import { Dialog, TextField } from '@sarraf/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../shared/forms/useForm';
import { createSavedIban } from '../api/createSavedIban';
import type { SavedIban } from '../api/listSavedIbans';
import '../i18n/registerWithdrawI18n';
import { normalizeIban } from '../rules/iban';
import { validateSavedIban, type SavedIbanValues } from '../rules/validateSavedIban';
import { savedIbansChanged } from '../state/withdrawChanges';
import { IbanField } from './IbanField';
import * as styles from './savedList.css';

export interface AddIbanDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** Called with the saved IBAN once the list is refreshed; the dialog has closed. */
  onAdded: (saved: SavedIban) => void;
}

/** Saves a new IBAN: the owner's name and the IBAN as pasted, checked and named by its bank as typed. */
export function AddIbanDialog({ isOpen, onClose, onAdded }: AddIbanDialogProps) {
  const { t } = useTranslation('withdraw');
  const queryClient = useQueryClient();
  const id = useId();
  const form = useForm<SavedIbanValues, SavedIban>({
    namespace: 'withdraw',
    initialValues: { owner_name: '', iban: '' },
    validate: validateSavedIban,
    submit: (values) =>
      createSavedIban({ owner_name: values.owner_name.trim(), iban: normalizeIban(values.iban) }),
    // The server's word on a field belongs on it; anything else above the buttons.
    failureText: (_error, { allPlaced, defaultText }) => (allPlaced ? null : defaultText),
    onSuccess: async (saved) => {
      await savedIbansChanged(queryClient);
      close();
      onAdded(saved);
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
      title={t('savedIbans.addTitle')}
      confirmLabel={t('savedIbans.save')}
      cancelLabel={t('confirm.cancel')}
      onConfirm={() => form.handleSubmit()}
      isPending={form.isPending}
      pendingLabel={t('savedIbans.savePending')}
      errorMessage={form.failure ?? undefined}
    >
      {/* A form, so Enter in a field saves as the button does. */}
      <form className={styles.dialogForm} noValidate onSubmit={form.handleSubmit}>
        <TextField
          id={`${id}-owner`}
          label={t('fields.ownerName')}
          name="owner_name"
          autoComplete="name"
          {...form.bind('owner_name')}
          isRequired
        />
        <IbanField
          id={`${id}-iban`}
          value={form.values.iban}
          onChange={(value) => form.setValue('iban', value)}
          errorMessage={form.fieldErrors.iban}
          isDisabled={form.isPending}
        />
      </form>
    </Dialog>
  );
}
