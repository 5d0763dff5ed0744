import { AmountField, Button, Card, FormErrorSummary } from '@sarraf/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Settings } from '../api/adminGetSettings';
import { useSettingsWords } from '../hooks/useSettingsWords';
import '../i18n/registerSettingsAdminI18n';
import { TOP_LEVEL_FIELDS, type SettingsField } from '../rules/settingsValues';
import { AccountLimitsFields } from './AccountLimitsFields';
import { BankAccountsFields } from './BankAccountsFields';
import { FeeTiersFields } from './FeeTiersFields';
import { SecurityTimesFields } from './SecurityTimesFields';
import { TradingGuardsFields } from './TradingGuardsFields';
import * as styles from './SettingsForm.css';
import { useSettingsForm } from './useSettingsForm';
import { WithdrawTermsFields } from './WithdrawTermsFields';

/** The form's inputs outside the lists; a list's own message (`fee_tiers`) has no input. */
const TOP_LEVEL_INPUTS = new Set<string>(TOP_LEVEL_FIELDS);

export interface SettingsFormProps {
  /** The settings in force: the form starts from them. */
  settings: Settings;
  /** Called with the settings the server now holds, once it took them. */
  onSaved: (saved: Settings) => void;
}

/**
 * The desk's settings as one form, saved at once: the orders' approval limit, quote validity and approval
 * deadline, the referrer's share of fees and how long reports are kept, the times of an account's guards, the bank accounts for Toman deposits (the list replaces the old one whole), each currency's withdrawal terms,
 * each account type's limits per person, and the fee tiers. The client checks what the contract and the server state; a 422 lands on the input
 * it names (`bank_accounts.0.iban`), the rest in the summary.
 */
export function SettingsForm({ settings, onSaved }: SettingsFormProps) {
  const { t } = useTranslation('admin');
  const words = useSettingsWords();
  const id = useId();
  const { form, bindRow, addBankAccount, addFeeTier, removeRow } = useSettingsForm(settings, onSaved);
  const fieldId = (name: string) => `${id}-${name}`;
  // Every message with an input links to it; a list's own message (no input) is listed as text.
  const fieldIds = Object.fromEntries(
    Object.keys(form.fieldErrors)
      .filter((name) => name.includes('.') || TOP_LEVEL_INPUTS.has(name))
      .map((name) => [name, fieldId(name)]),
  ) as Partial<Record<SettingsField, string>>;

  return (
    <form className={styles.form} noValidate onSubmit={form.handleSubmit} aria-label={t('settings.title')}>
      <FormErrorSummary
        title={form.failure ? t('settings.failedTitle') : t('settings.errorSummaryTitle')}
        errors={form.summary(fieldIds)}
        focusKey={form.refusals}
      />
      <Card title={t('settings.orders.title')}>
        <div className={styles.fields}>
          <AmountField
            id={fieldId('approval_limit')}
            label={t('settings.orders.approvalLimit')}
            {...form.bind('approval_limit')}
            maxDecimals={0}
            unit={words.currencyName('IRT')}
            description={t('settings.orders.approvalLimitHint')}
            isRequired
          />
          <AmountField
            id={fieldId('quote_valid_seconds')}
            label={t('settings.orders.quoteValidity')}
            {...form.bind('quote_valid_seconds')}
            maxDecimals={0}
            unit={t('settings.orders.seconds')}
            description={t('settings.orders.quoteValidityHint')}
            isRequired
          />
          <AmountField
            id={fieldId('approval_timeout_minutes')}
            label={t('settings.orders.approvalTimeout')}
            {...form.bind('approval_timeout_minutes')}
            maxDecimals={0}
            unit={t('settings.orders.minutes')}
            description={t('settings.orders.approvalTimeoutHint')}
            isRequired
          />
        </div>
      </Card>
      <Card title={t('settings.referralAndReports.title')}>
        <div className={styles.fields}>
          <AmountField
            id={fieldId('referral_share_percent')}
            label={t('settings.referralAndReports.referralShare')}
            {...form.bind('referral_share_percent')}
            maxDecimals={4}
            unit={t('settings.referralAndReports.percent')}
            description={t('settings.referralAndReports.referralShareHint')}
            isRequired
          />
          <AmountField
            id={fieldId('report_retention_hours')}
            label={t('settings.referralAndReports.reportRetention')}
            {...form.bind('report_retention_hours')}
            maxDecimals={0}
            unit={t('settings.referralAndReports.hours')}
            description={t('settings.referralAndReports.reportRetentionHint')}
            isRequired
          />
        </div>
      </Card>
      <TradingGuardsFields bind={form.bind} fieldId={fieldId} />
      <SecurityTimesFields bind={form.bind} fieldId={fieldId} limits={settings.security} />
      <BankAccountsFields
        rows={form.values.bank_accounts}
        bindRow={bindRow}
        fieldId={fieldId}
        onAdd={addBankAccount}
        onRemove={(index) => removeRow('bank_accounts', index)}
        isDisabled={form.isPending}
      />
      <WithdrawTermsFields rows={form.values.withdraw_terms} bindRow={bindRow} fieldId={fieldId} />
      <AccountLimitsFields rows={form.values.account_limits} bindRow={bindRow} fieldId={fieldId} />
      <FeeTiersFields
        rows={form.values.fee_tiers}
        bindRow={bindRow}
        fieldId={fieldId}
        listError={form.fieldErrors.fee_tiers}
        onAdd={addFeeTier}
        onRemove={(index) => removeRow('fee_tiers', index)}
        isDisabled={form.isPending}
      />
      <span className={styles.submit}>
        <Button type="submit" size="lg" isPending={form.isPending} pendingLabel={t('settings.submitting')}>
          {t('settings.submit')}
        </Button>
      </span>
    </form>
  );
}
