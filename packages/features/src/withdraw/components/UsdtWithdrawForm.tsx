import { AmountField, Banner, Button, FormErrorSummary, formatAmount, TextField } from '@sarraf/ui';
import { fractionDigits } from '@sarraf/ui/format';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisplayLocale } from '../../shared/hooks/useDisplayLocale';
import { createSavedAddress } from '../api/createSavedAddress';
import { createUsdtWithdraw } from '../api/createUsdtWithdraw';
import type { SavedAddress } from '../api/listSavedAddresses';
import '../i18n/registerWithdrawI18n';
import { withdrawPaths } from '../paths';
import { NEW_DESTINATION, savedChoice } from '../rules/destination';
import { cleanAddress } from '../../entities/destination';
import {
  validateUsdtWithdraw,
  type UsdtWithdrawField,
  type UsdtWithdrawValues,
} from '../rules/validateUsdtWithdraw';
import {
  maxWithdrawable,
  receivedAmount,
  WITHDRAW_DECIMALS,
  type WithdrawLimits,
} from '../rules/withdrawAmount';
import { savedAddressRequest, usdtWithdrawRequest } from '../rules/withdrawRequests';
import { savedAddressesChanged } from '../state/withdrawChanges';
import { AddressField } from './AddressField';
import { ConfirmWithdrawDialog } from './ConfirmWithdrawDialog';
import { DestinationChoice } from './DestinationChoice';
import { NewDestinationFields } from './NewDestinationFields';
import { useWithdrawForm, type WithdrawFormProps } from './useWithdrawForm';
import { WithdrawTermsCard } from './WithdrawTermsCard';
import * as styles from './withdrawForm.css';
import { addressChoiceLabel, addressItems, amountItems, usableFromText, withWait } from './withdrawSummary';

/**
 * The amount field takes the contract's Tether scale (6 decimals) so that a fourth decimal is typed, seen
 * and refused with the spec's message, rather than silently dropped.
 */
const TYPED_DECIMALS = 6;

/**
 * The Tether withdrawal over TRC-20: a saved address or a new one (checked as a TRON address, and savable
 * with a label), the amount with up to 3 decimals, the network fee taken from it and what arrives; then a
 * confirm dialog with the whole address, and the request sent once with the action's Idempotency-Key.
 */
export function UsdtWithdrawForm({ available, terms, saved }: WithdrawFormProps<SavedAddress>) {
  const { t } = useTranslation('withdraw');
  const locale = useDisplayLocale();
  const id = useId();
  const fieldIds = { label: `${id}-label`, address: `${id}-address`, amount: `${id}-amount` };
  const unit = t('common:currency.USDT');
  const limits: WithdrawLimits = { ...terms, available };
  const savedIds = saved.map((address) => address.id);
  const { form, confirmStep, review, dialog } = useWithdrawForm<UsdtWithdrawValues, UsdtWithdrawField>({
    savedIds,
    blankDestination: { label: '', address: '' },
    validate: (values) => validateUsdtWithdraw(values, { savedIds, limits }),
    submit: (values, key) => createUsdtWithdraw(usdtWithdrawRequest(values, savedIds), key),
    serverFields: { amount: 'amount', address: 'address', saved_address_id: 'destination', label: 'label' },
    keepDestination: async (values, queryClient) => {
      const request = savedAddressRequest(values);
      if (saved.some((known) => known.address === request.address)) return;
      await createSavedAddress(request);
      await savedAddressesChanged(queryClient);
    },
    keepFailedTitle: t('addressNotSaved'),
  });
  const { values, bind } = form;

  const chosen = saved.find((address) => address.id === savedChoice(values.destination, savedIds));
  const destination = chosen?.address ?? cleanAddress(values.address);
  // What arrives is shown for an amount of the right scale only: a fourth decimal is refused on Continue.
  const inScale =
    /^\d+(\.\d+)?$/.test(values.amount) && fractionDigits(values.amount) <= WITHDRAW_DECIMALS.USDT;

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
        <Banner tone="warning" title={t('networkWarning.title')}>
          {t('networkWarning.body')}
        </Banner>
        {saved.length > 0 ? (
          <DestinationChoice
            label={t('destination.addressLabel')}
            options={[
              ...saved.map((address) => ({
                value: String(address.id),
                label: withWait(addressChoiceLabel(address, t), usableFromText(address, locale, t), t),
              })),
              { value: NEW_DESTINATION, label: t('destination.newAddress') },
            ]}
            value={values.destination}
            onChange={(value) => form.setValue('destination', value)}
            errorMessage={form.fieldErrors.destination}
            isDisabled={form.isPending}
            manageHref={withdrawPaths.savedAddresses}
            manageLabel={t('destination.manageAddresses')}
          />
        ) : (
          <p className={styles.hint}>{t('destination.noSavedAddresses')}</p>
        )}
        {values.destination === NEW_DESTINATION ? (
          <NewDestinationFields
            field={
              <AddressField
                id={fieldIds.address}
                value={values.address}
                onChange={(value) => form.setValue('address', value)}
                errorMessage={form.fieldErrors.address}
                isDisabled={form.isPending}
              />
            }
            saveLabel={t('fields.saveAddress')}
            isSaved={values.save}
            onSaveChange={(save) => form.setValue('save', save)}
            isDisabled={form.isPending}
            savedDetail={
              <TextField
                id={fieldIds.label}
                label={t('fields.label')}
                name="label"
                description={t('fields.labelHint')}
                {...bind('label')}
              />
            }
          />
        ) : null}
        <AmountField
          id={fieldIds.amount}
          label={t('fields.amount')}
          name="amount"
          unit={unit}
          maxDecimals={TYPED_DECIMALS}
          maxValue={maxWithdrawable('USDT', limits)}
          maxLabel={t('fields.max')}
          description={t('fields.available', { amount: formatAmount(available, { locale }), unit })}
          {...bind('amount')}
          isRequired
        />
        <WithdrawTermsCard
          terms={terms}
          unit={unit}
          received={inScale ? receivedAmount(values.amount, terms.fee) : null}
        />
        <Button type="submit" size="lg" fullWidth isDisabled={form.isPending}>
          {t('submit')}
        </Button>
      </form>
      <ConfirmWithdrawDialog
        {...dialog}
        items={
          dialog.isOpen
            ? [
                ...amountItems(values.amount, terms.fee, unit, t),
                ...addressItems(destination, t),
                ...(chosen?.label ? [{ id: 'label', label: t('confirm.label'), value: chosen.label }] : []),
              ]
            : []
        }
      />
    </>
  );
}
