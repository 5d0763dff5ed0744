import { AmountField, Button, FormErrorSummary, formatAmount, TextField } from '@sarraf/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisplayLocale } from '../../shared/hooks/useDisplayLocale';
import { createIrtWithdraw } from '../api/createIrtWithdraw';
import { createSavedIban } from '../api/createSavedIban';
import type { SavedIban } from '../api/listSavedIbans';
import '../i18n/registerWithdrawI18n';
import { withdrawPaths } from '../paths';
import { NEW_DESTINATION, savedChoice } from '../rules/destination';
import { checkIban, normalizeIban } from '../../entities/destination';
import {
  validateIrtWithdraw,
  type IrtWithdrawField,
  type IrtWithdrawValues,
} from '../rules/validateIrtWithdraw';
import { irtWithdrawRequest, savedIbanRequest } from '../rules/withdrawRequests';
import { maxWithdrawable, receivedAmount, type WithdrawLimits } from '../rules/withdrawAmount';
import { savedIbansChanged } from '../state/withdrawChanges';
import { ConfirmWithdrawDialog } from './ConfirmWithdrawDialog';
import { DestinationChoice } from './DestinationChoice';
import { IbanField } from './IbanField';
import { NewDestinationFields } from './NewDestinationFields';
import { useWithdrawForm, type WithdrawFormProps } from './useWithdrawForm';
import { WithdrawTermsCard } from './WithdrawTermsCard';
import * as styles from './withdrawForm.css';
import {
  amountItems,
  bankNameOf,
  ibanChoiceLabel,
  ibanItems,
  usableFromText,
  withWait,
} from './withdrawSummary';

/**
 * The Toman withdrawal: where to (a saved IBAN or a new one, which can be saved), how much (with the
 * available balance and "max"), the terms and what arrives; then a confirm dialog, and the request sent
 * once with the action's Idempotency-Key. A refusal of the server goes back onto the fields.
 */
export function IrtWithdrawForm({ available, terms, saved }: WithdrawFormProps<SavedIban>) {
  const { t } = useTranslation('withdraw');
  const locale = useDisplayLocale();
  const id = useId();
  const fieldIds = { owner_name: `${id}-owner`, iban: `${id}-iban`, amount: `${id}-amount` };
  const unit = t('common:currency.IRT');
  const limits: WithdrawLimits = { ...terms, available };
  const savedIds = saved.map((iban) => iban.id);
  const { form, confirmStep, review, dialog } = useWithdrawForm<IrtWithdrawValues, IrtWithdrawField>({
    savedIds,
    blankDestination: { owner_name: '', iban: '' },
    validate: (values) => validateIrtWithdraw(values, { savedIds, limits }),
    submit: (values, key) => createIrtWithdraw(irtWithdrawRequest(values, savedIds), key),
    serverFields: { amount: 'amount', iban: 'iban', saved_iban_id: 'destination', owner_name: 'owner_name' },
    keepDestination: async (values, queryClient) => {
      const request = savedIbanRequest(values);
      if (saved.some((known) => known.iban === request.iban)) return;
      await createSavedIban(request);
      await savedIbansChanged(queryClient);
    },
    keepFailedTitle: t('ibanNotSaved'),
  });
  const { values, bind } = form;

  const chosen = saved.find((iban) => iban.id === savedChoice(values.destination, savedIds));
  const typed = checkIban(values.iban);
  const destination = chosen
    ? { iban: chosen.iban, bank: bankNameOf(chosen, locale), owner: chosen.owner_name }
    : {
        iban: normalizeIban(values.iban),
        bank: typed.status === 'valid' ? (typed.bank?.[locale] ?? null) : null,
        owner: values.save ? values.owner_name.trim() || null : null,
      };

  return (
    <>
      <form className={styles.form} noValidate onSubmit={review}>
        {confirmStep.isConfirming ? null : (
          <FormErrorSummary
            title={form.failure ? t('failedTitle') : t('fields.errorSummaryTitle')}
            errors={form.summary(fieldIds)}
            focusKey={form.refusals}
          />
        )}
        {saved.length > 0 ? (
          <DestinationChoice
            label={t('destination.ibanLabel')}
            options={[
              ...saved.map((iban) => ({
                value: String(iban.id),
                label: withWait(ibanChoiceLabel(iban, locale, t), usableFromText(iban, locale, t), t),
              })),
              { value: NEW_DESTINATION, label: t('destination.newIban') },
            ]}
            value={values.destination}
            onChange={(value) => form.setValue('destination', value)}
            errorMessage={form.fieldErrors.destination}
            isDisabled={form.isPending}
            manageHref={withdrawPaths.savedIbans}
            manageLabel={t('destination.manageIbans')}
          />
        ) : (
          <p className={styles.hint}>{t('destination.noSavedIbans')}</p>
        )}
        {values.destination === NEW_DESTINATION ? (
          <NewDestinationFields
            field={
              <IbanField
                id={fieldIds.iban}
                value={values.iban}
                onChange={(value) => form.setValue('iban', value)}
                errorMessage={form.fieldErrors.iban}
                isDisabled={form.isPending}
              />
            }
            saveLabel={t('fields.saveIban')}
            isSaved={values.save}
            onSaveChange={(save) => form.setValue('save', save)}
            isDisabled={form.isPending}
            savedDetail={
              <TextField
                id={fieldIds.owner_name}
                label={t('fields.ownerName')}
                name="owner_name"
                autoComplete="name"
                {...bind('owner_name')}
                isRequired
              />
            }
          />
        ) : null}
        <AmountField
          id={fieldIds.amount}
          label={t('fields.amount')}
          name="amount"
          unit={unit}
          maxDecimals={0}
          maxValue={maxWithdrawable('IRT', limits)}
          maxLabel={t('fields.max')}
          description={t('fields.available', { amount: formatAmount(available, { locale }), unit })}
          {...bind('amount')}
          isRequired
        />
        <WithdrawTermsCard terms={terms} unit={unit} received={receivedAmount(values.amount, terms.fee)} />
        <Button type="submit" size="lg" fullWidth isDisabled={form.isPending}>
          {t('submit')}
        </Button>
      </form>
      <ConfirmWithdrawDialog
        {...dialog}
        items={
          dialog.isOpen
            ? [...amountItems(values.amount, terms.fee, unit, t), ...ibanItems(destination, t)]
            : []
        }
      />
    </>
  );
}
