import { TextField } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import { createSavedAddress } from '../api/createSavedAddress';
import type { SavedAddress } from '../api/listSavedAddresses';
import '../i18n/registerWithdrawI18n';
import { validateSavedAddress, type SavedAddressValues } from '../rules/validateSavedAddress';
import { savedAddressRequest } from '../rules/withdrawRequests';
import { savedAddressesChanged } from '../state/withdrawChanges';
import { AddressField } from './AddressField';
import { AddSavedDialog, type AddSavedDialogProps } from './AddSavedDialog';

export type AddAddressDialogProps = AddSavedDialogProps<SavedAddress>;

/** Saves a new TRC-20 address with an optional label; the address is checked as it is typed. */
export function AddAddressDialog(props: AddAddressDialogProps) {
  const { t } = useTranslation('withdraw');
  return (
    <AddSavedDialog<SavedAddressValues, SavedAddress>
      {...props}
      title={t('savedAddresses.addTitle')}
      saveLabel={t('savedAddresses.save')}
      pendingLabel={t('savedAddresses.savePending')}
      initialValues={{ label: '', address: '' }}
      validate={validateSavedAddress}
      save={(values, code) => createSavedAddress({ ...savedAddressRequest(values), ...code })}
      refresh={savedAddressesChanged}
      fields={(form, id) => (
        <>
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
        </>
      )}
    />
  );
}
