import { Dialog, TextField } from '@sarraf/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../shared/forms/useForm';
import { createSavedAddress } from '../api/createSavedAddress';
import type { SavedAddress } from '../api/listSavedAddresses';
import '../i18n/registerWithdrawI18n';
import { cleanAddress } from '../rules/tronAddress';
import { validateSavedAddress, type SavedAddressValues } from '../rules/validateSavedAddress';
import { savedAddressesChanged } from '../state/withdrawChanges';
import { AddressField } from './AddressField';
import * as styles from './savedList.css';

export interface AddAddressDialogProps {
  isOpen: boolean;
  onClose: () => void;
  /** Called with the saved address once the list is refreshed; the dialog has closed. */
  onAdded: (saved: SavedAddress) => void;
}

/** Saves a new TRC-20 address with an optional label; the address is checked as it is typed. */
export function AddAddressDialog({ isOpen, onClose, onAdded }: AddAddressDialogProps) {
  const { t } = useTranslation('withdraw');
  const queryClient = useQueryClient();
  const id = useId();
  const form = useForm<SavedAddressValues, SavedAddress>({
    namespace: 'withdraw',
    initialValues: { label: '', address: '' },
    validate: validateSavedAddress,
    submit: (values) => {
      const label = values.label.trim();
      return createSavedAddress({
        network: 'TRC20',
        address: cleanAddress(values.address),
        ...(label ? { label } : {}),
      });
    },
    failureText: (_error, { allPlaced, defaultText }) => (allPlaced ? null : defaultText),
    onSuccess: async (saved) => {
      await savedAddressesChanged(queryClient);
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
      title={t('savedAddresses.addTitle')}
      confirmLabel={t('savedAddresses.save')}
      cancelLabel={t('confirm.cancel')}
      onConfirm={() => form.handleSubmit()}
      isPending={form.isPending}
      pendingLabel={t('savedAddresses.savePending')}
      errorMessage={form.failure ?? undefined}
    >
      <form className={styles.dialogForm} noValidate onSubmit={form.handleSubmit}>
        <AddressField
          id={`${id}-address`}
          value={form.values.address}
          onChange={(value) => form.setValue('address', value)}
          errorMessage={form.fieldErrors.address}
          isDisabled={form.isPending}
        />
        <TextField
          id={`${id}-label`}
          label={t('fields.label')}
          name="label"
          description={t('fields.labelHint')}
          {...form.bind('label')}
        />
      </form>
    </Dialog>
  );
}
