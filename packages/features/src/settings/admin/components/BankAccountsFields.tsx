import { Button, Card, TextField } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import { useSettingsWords } from '../hooks/useSettingsWords';
import '../i18n/registerSettingsAdminI18n';
import { MAX_ROWS, type BankAccountRow } from '../rules/settingsValues';
import * as styles from './SettingsForm.css';
import type { BindRow } from './useSettingsForm';

export interface BankAccountsFieldsProps {
  rows: readonly BankAccountRow[];
  bindRow: BindRow;
  /** The id of a field's input, as the error summary links it. */
  fieldId: (name: string) => string;
  onAdd: () => void;
  onRemove: (index: number) => void;
  isDisabled: boolean;
}

/**
 * The desk's accounts people deposit Toman to: holder, account number and IBAN per row (the IBAN on a line of
 * its own, read whole); the list is sent whole.
 */
export function BankAccountsFields({
  rows,
  bindRow,
  fieldId,
  onAdd,
  onRemove,
  isDisabled,
}: BankAccountsFieldsProps) {
  const { t } = useTranslation('admin');
  const words = useSettingsWords();
  return (
    <Card title={t('settings.bankAccounts.title')}>
      <p className={styles.description}>{t('settings.bankAccounts.description')}</p>
      {rows.length === 0 ? <p className={styles.muted}>{t('settings.bankAccounts.none')}</p> : null}
      {rows.map((row, index) => {
        const number = words.digits(String(index + 1));
        const at = `bank_accounts.${index}`;
        return (
          <fieldset key={row.rowId} className={styles.row}>
            <legend className={styles.legend}>{t('settings.bankAccounts.account', { number })}</legend>
            <div className={styles.fields}>
              <TextField
                id={fieldId(`${at}.holder`)}
                label={t('settings.bankAccounts.holder')}
                {...bindRow('bank_accounts', index, 'holder')}
                isRequired
              />
              <TextField
                id={fieldId(`${at}.account_number`)}
                label={t('settings.bankAccounts.accountNumber')}
                {...bindRow('bank_accounts', index, 'account_number')}
                dir="ltr"
                inputMode="numeric"
                // Account numbers and IBANs are identifiers: Latin digits whatever is typed (ui format/README.md).
                normalizeDigits
                isRequired
              />
            </div>
            <TextField
              id={fieldId(`${at}.iban`)}
              label={t('settings.bankAccounts.iban')}
              {...bindRow('bank_accounts', index, 'iban')}
              description={
                row.bank_name ? t('settings.bankAccounts.bank', { name: row.bank_name }) : undefined
              }
              dir="ltr"
              normalizeDigits
              autoComplete="off"
              isRequired
            />
            <span className={styles.rowAction}>
              <Button variant="secondary" isDisabled={isDisabled} onPress={() => onRemove(index)}>
                {t('settings.bankAccounts.remove', { number })}
              </Button>
            </span>
          </fieldset>
        );
      })}
      <Button variant="secondary" isDisabled={isDisabled || rows.length >= MAX_ROWS} onPress={onAdd}>
        {t('settings.bankAccounts.add')}
      </Button>
    </Card>
  );
}
