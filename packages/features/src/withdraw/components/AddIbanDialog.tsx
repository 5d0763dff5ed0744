import { TextField } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import { createSavedIban } from '../api/createSavedIban';
import type { SavedIban } from '../api/listSavedIbans';
import '../i18n/registerWithdrawI18n';
import { validateSavedIban, type SavedIbanValues } from '../rules/validateSavedIban';
import { savedIbanRequest } from '../rules/withdrawRequests';
import { savedIbansChanged } from '../state/withdrawChanges';
import { AddSavedDialog, type AddSavedDialogProps } from './AddSavedDialog';
import { IbanField } from './IbanField';

export type AddIbanDialogProps = AddSavedDialogProps<SavedIban>;

/** Saves a new IBAN: the owner's name and the IBAN as pasted, checked and named by its bank as typed. */
export function AddIbanDialog(props: AddIbanDialogProps) {
  const { t } = useTranslation('withdraw');
  return (
    <AddSavedDialog<SavedIbanValues, SavedIban>
      {...props}
      title={t('savedIbans.addTitle')}
      saveLabel={t('savedIbans.save')}
      pendingLabel={t('savedIbans.savePending')}
      initialValues={{ owner_name: '', iban: '' }}
      validate={validateSavedIban}
      save={(values, code) => createSavedIban({ ...savedIbanRequest(values), ...code })}
      refresh={savedIbansChanged}
      fields={(form, id) => (
        <>
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
        </>
      )}
    />
  );
}
