import { AmountField, Button, FileUpload, FormErrorSummary, RadioGroup, TextField } from '@sarraf/ui';
import { isolateIdentifier } from '@sarraf/ui/format';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../shared/forms/useForm';
import { createIrtDeposit } from '../api/createIrtDeposit';
import type { WalletTransaction } from '../api/listWalletTransactions';
import type { BankAccount } from '../api/listDepositBankAccounts';
import { useCurrencyName } from '../hooks/useCurrencyName';
import '../i18n/registerWalletI18n';
import { validateIrtDeposit, type IrtDepositField, type IrtDepositValues } from '../rules/validateIrtDeposit';
import * as styles from './IrtDepositForm.css';
import { DOCUMENT_TYPES, MAX_DOCUMENT_BYTES } from '../../entities/upload';

export interface IrtDepositFormProps {
  /** The desk's accounts the money may have gone to (one is chosen already when there is only one). */
  accounts: readonly BankAccount[];
  /** Called with the Pending deposit once the server took it (the lists are refreshed by then). */
  onSubmitted: (deposit: WalletTransaction) => unknown;
}

/** The end of an IBAN that tells the desk's accounts apart (Latin and isolated: an identifier's digits). */
const IBAN_TAIL = 4;

/**
 * The receipt of a Toman bank transfer (POST /api/wallet/deposit/irt): amount in whole Toman, the account it
 * went to, where it came from, the tracking number, a description and the receipt file. Sent with the action's
 * Idempotency-Key, so sending again after a timeout records one deposit.
 */
export function IrtDepositForm({ accounts, onSubmitted }: IrtDepositFormProps) {
  const { t } = useTranslation('wallet');
  const currencyName = useCurrencyName();
  const id = useId();
  const fieldIds: Partial<Record<IrtDepositField, string>> = {
    amount: `${id}-amount`,
    source_account: `${id}-source-account`,
    source_account_name: `${id}-source-account-name`,
    tracking_id: `${id}-tracking-id`,
    description: `${id}-description`,
  };
  const form = useForm({
    namespace: 'wallet',
    initialValues: (): IrtDepositValues => ({
      amount: '',
      bank_account_id: accounts.length === 1 ? String(accounts[0]!.id) : null,
      source_account: '',
      source_account_name: '',
      tracking_id: '',
      description: '',
      receipt: null,
    }),
    validate: validateIrtDeposit,
    submit: (values, action) =>
      createIrtDeposit(
        {
          amount: values.amount,
          bank_account_id: Number(values.bank_account_id),
          source_account: values.source_account.trim() || undefined,
          source_account_name: values.source_account_name.trim() || undefined,
          tracking_id: values.tracking_id.trim() || undefined,
          description: values.description.trim() || undefined,
          receipt: values.receipt!,
        },
        action.idempotencyKey,
      ),
    onSuccess: onSubmitted,
  });
  const { bind } = form;

  return (
    <form className={styles.form} noValidate onSubmit={form.handleSubmit}>
      <FormErrorSummary
        title={form.failure ? t('irtDeposit.fields.failedTitle') : t('irtDeposit.fields.errorSummaryTitle')}
        errors={form.summary(fieldIds)}
        focusKey={form.refusals}
      />
      <AmountField
        id={fieldIds.amount}
        label={t('irtDeposit.fields.amount')}
        name="amount"
        maxDecimals={0}
        unit={currencyName('IRT')}
        description={t('irtDeposit.fields.amountHint')}
        {...bind('amount')}
        isRequired
      />
      <RadioGroup
        label={t('irtDeposit.fields.bankAccount')}
        name="bank_account_id"
        options={accounts.map((account) => ({
          value: String(account.id),
          label: t('irtDeposit.accountChoice', {
            bank: account.bank_name ?? account.holder,
            end: isolateIdentifier(account.iban.slice(-IBAN_TAIL)),
          }),
        }))}
        value={form.values.bank_account_id}
        onChange={(value) => form.setValue('bank_account_id', value)}
        errorMessage={form.fieldErrors.bank_account_id}
        isRequired
        isDisabled={form.isPending}
      />
      <TextField
        id={fieldIds.source_account}
        label={t('irtDeposit.fields.sourceAccount')}
        name="source_account"
        description={t('irtDeposit.fields.sourceAccountHint')}
        inputMode="numeric"
        dir="ltr"
        normalizeDigits
        {...bind('source_account')}
      />
      <TextField
        id={fieldIds.source_account_name}
        label={t('irtDeposit.fields.sourceAccountName')}
        name="source_account_name"
        autoComplete="name"
        {...bind('source_account_name')}
      />
      <TextField
        id={fieldIds.tracking_id}
        label={t('irtDeposit.fields.trackingId')}
        name="tracking_id"
        dir="ltr"
        normalizeDigits
        {...bind('tracking_id')}
      />
      <TextField
        id={fieldIds.description}
        label={t('irtDeposit.fields.description')}
        name="description"
        {...bind('description')}
      />
      <FileUpload
        label={t('irtDeposit.fields.receipt')}
        chooseLabel={t('irtDeposit.fields.chooseReceipt')}
        dropLabel={t('irtDeposit.fields.dropHint')}
        removeLabel={t('irtDeposit.fields.removeFile')}
        accept={DOCUMENT_TYPES}
        maxSize={MAX_DOCUMENT_BYTES}
        typeErrorMessage={t('irtDeposit.fields.typeError')}
        sizeErrorMessage={t('irtDeposit.fields.sizeError')}
        description={t('irtDeposit.fields.receiptHint')}
        // A photo of a paper receipt: phones open the back camera.
        defaultCamera="environment"
        {...bind('receipt')}
      />
      <Button
        type="submit"
        size="lg"
        fullWidth
        isPending={form.isPending}
        pendingLabel={t('irtDeposit.submitting')}
      >
        {t('irtDeposit.submit')}
      </Button>
    </form>
  );
}
