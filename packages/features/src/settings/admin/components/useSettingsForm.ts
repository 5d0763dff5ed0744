import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useForm } from '../../../shared/forms/useForm';
import type { Settings } from '../api/adminGetSettings';
import { adminUpdateSettings } from '../api/adminUpdateSettings';
import {
  listFields,
  settingsFieldOf,
  toSettingsUpdate,
  toSettingsValues,
  type AccountLimitRow,
  type BankAccountRow,
  type FeeTierRow,
  type SettingsField,
  type SettingsValues,
  type WithdrawTermsRow,
} from '../rules/settingsValues';
import { validateSettings } from '../rules/validateSettings';
import { settingsSaved } from '../state/settingsChanges';

type Rows = {
  bank_accounts: BankAccountRow;
  withdraw_terms: WithdrawTermsRow;
  account_limits: AccountLimitRow;
  fee_tiers: FeeTierRow;
};
type List = keyof Rows;

/** What an input of one row takes from the form: `{...bindRow('fee_tiers', 2, 'min_volume')}`. */
export interface RowBinding {
  value: string;
  onChange: (value: string) => void;
  errorMessage: string | undefined;
  isDisabled: boolean;
}

export type BindRow = <L extends List>(
  list: L,
  index: number,
  field: Exclude<keyof Rows[L], 'rowId' | 'currency' | 'network' | 'bank_name' | 'account_type' | 'kind'> &
    string,
) => RowBinding;

/**
 * The settings form: one useForm over the whole settings, rows of the lists bound by their place
 * (the names a 422 uses: `bank_accounts.0.iban`), rows added and removed. A row's messages go when it
 * changes; adding or removing a row clears its list's messages, since the server named rows by place.
 */
export function useSettingsForm(settings: Settings, onSaved: (saved: Settings) => void) {
  const queryClient = useQueryClient();
  const rowIds = useRef(0);
  const newRowId = () => `row-${++rowIds.current}`;
  // The values sent, for placing a 422's row names (a row the form no longer has gets none).
  const sent = useRef<SettingsValues | null>(null);
  const form = useForm<SettingsValues, Settings, SettingsField>({
    namespace: 'admin',
    initialValues: () => toSettingsValues(settings, newRowId),
    validate: validateSettings,
    submit: (values) => {
      sent.current = values;
      return adminUpdateSettings(toSettingsUpdate(values));
    },
    onSuccess: async (saved) => {
      await settingsSaved(queryClient, saved);
      onSaved(saved);
    },
    serverFields: (name) => (sent.current ? settingsFieldOf(sent.current, name) : undefined),
  });

  function replaceRows<L extends List>(list: L, rows: Array<Rows[L]>, stale: readonly SettingsField[]) {
    form.setValue(list, rows as SettingsValues[L]);
    form.clearErrors(stale);
  }

  const bindRow: BindRow = (list, index, field) => {
    const rows = form.values[list] as Array<Rows[typeof list]>;
    const name = `${list}.${index}.${field}` as SettingsField;
    return {
      value: String(rows[index]![field]),
      onChange: (value) => {
        const changed = rows.map((row, at) => {
          if (at !== index) return row;
          // The bank named for the loaded IBAN no longer applies to an edited one.
          return field === 'iban' ? { ...row, iban: value, bank_name: null } : { ...row, [field]: value };
        });
        replaceRows(list, changed, [name]);
      },
      errorMessage: form.fieldErrors[name],
      isDisabled: form.isPending,
    };
  };

  return {
    form,
    bindRow,
    addBankAccount: () =>
      replaceRows(
        'bank_accounts',
        [
          ...form.values.bank_accounts,
          { rowId: newRowId(), holder: '', account_number: '', iban: '', bank_name: null },
        ],
        listFields(form.values, 'bank_accounts'),
      ),
    addFeeTier: () =>
      replaceRows(
        'fee_tiers',
        [...form.values.fee_tiers, { rowId: newRowId(), min_volume: '', fee_percent: '' }],
        listFields(form.values, 'fee_tiers'),
      ),
    removeRow: (list: 'bank_accounts' | 'fee_tiers', index: number) =>
      replaceRows(
        list,
        (form.values[list] as Array<Rows[typeof list]>).filter((_, at) => at !== index),
        listFields(form.values, list),
      ),
  };
}

export type SettingsFormState = ReturnType<typeof useSettingsForm>;
