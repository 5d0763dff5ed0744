import {
  AmountField,
  Banner,
  Button,
  Checkbox,
  FormErrorSummary,
  formatAmount,
  showToast,
  TextField,
} from '@sarraf/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buildErrorText } from '../../shared/errors/buildErrorText';
import { useForm } from '../../shared/forms/useForm';
import { useDisplayLocale } from '../../shared/hooks/useDisplayLocale';
import type { WalletTransaction } from '../api/createIrtWithdraw';
import { createSavedAddress } from '../api/createSavedAddress';
import { createUsdtWithdraw } from '../api/createUsdtWithdraw';
import type { WithdrawTerms } from '../api/getWithdrawTerms';
import type { SavedAddress } from '../api/listSavedAddresses';
import '../i18n/registerWithdrawI18n';
import { withdrawPaths } from '../paths';
import { NEW_DESTINATION, savedChoice } from '../rules/destination';
import { cleanAddress } from '../rules/tronAddress';
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
import { usdtWithdrawRequest } from '../rules/withdrawRequests';
import { fractionDigits } from '@sarraf/ui/format';
import { savedAddressesChanged, withdrawalRequested } from '../state/withdrawChanges';
import { AddressField } from './AddressField';
import { ConfirmWithdrawDialog } from './ConfirmWithdrawDialog';
import { DestinationChoice } from './DestinationChoice';
import { useConfirmStep } from './useConfirmStep';
import { WithdrawTermsCard } from './WithdrawTermsCard';
import * as styles from './withdrawForm.css';
import { addressChoiceLabel, addressItems, amountItems } from './withdrawSummary';

/**
 * The amount field takes the contract's Tether scale (6 decimals) so that a fourth decimal is typed, seen
 * and refused with the spec's message, rather than silently dropped.
 */
const TYPED_DECIMALS = 6;

export interface UsdtWithdrawFormProps {
  /** The available Tether balance. */
  available: string;
  /** The Tether withdrawal terms (fee, minimum, limits, network). */
  terms: WithdrawTerms;
  /** The saved addresses, newest first; the newest is chosen to start with. */
  saved: readonly SavedAddress[];
}

/**
 * The Tether withdrawal over TRC-20: a saved address or a new one (checked as a TRON address, and savable
 * with a label), the amount with up to 3 decimals, the network fee taken from it and what arrives; then a
 * confirm dialog with the whole address, and the request sent once with the action's Idempotency-Key.
 */
export function UsdtWithdrawForm({ available, terms, saved }: UsdtWithdrawFormProps) {
  const { t } = useTranslation('withdraw');
  const locale = useDisplayLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = useId();
  const fieldIds = { label: `${id}-label`, address: `${id}-address`, amount: `${id}-amount` };
  const unit = t('common:currency.USDT');
  const limits: WithdrawLimits = { ...terms, available };
  const savedIds = saved.map((address) => address.id);
  const confirmStep = useConfirmStep();
  const validate = (values: UsdtWithdrawValues) => validateUsdtWithdraw(values, { savedIds, limits });

  /** Keeps a new address for next time; the withdrawal went ahead whatever happens here. */
  async function keepAddress(values: UsdtWithdrawValues) {
    const address = cleanAddress(values.address);
    if (saved.some((known) => known.address === address)) return;
    const label = values.label.trim();
    try {
      await createSavedAddress({ network: 'TRC20', address, ...(label ? { label } : {}) });
      await savedAddressesChanged(queryClient);
    } catch (error) {
      showToast({
        title: t('addressNotSaved'),
        description: buildErrorText(error, t('common:errors.unexpected')),
        tone: 'critical',
      });
    }
  }

  const form = useForm<UsdtWithdrawValues, WalletTransaction, UsdtWithdrawField>({
    namespace: 'withdraw',
    initialValues: () => ({
      destination: saved[0] ? String(saved[0].id) : NEW_DESTINATION,
      label: '',
      address: '',
      save: true,
      amount: '',
    }),
    validate,
    submit: (values, action) =>
      createUsdtWithdraw(usdtWithdrawRequest(values, savedIds), action.idempotencyKey),
    serverFields: { amount: 'amount', address: 'address', saved_address_id: 'destination', label: 'label' },
    onError: confirmStep.onError,
    onSuccess: async (withdrawal, values) => {
      await withdrawalRequested(queryClient);
      if (values.destination === NEW_DESTINATION && values.save) await keepAddress(values);
      showToast({ title: t('success'), tone: 'positive' });
      void navigate(withdrawPaths.transaction(withdrawal.id));
    },
  });
  const { values, bind } = form;

  const { review, dialog } = confirmStep.withForm(form, validate);

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
                label: addressChoiceLabel(address, t),
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
          <div className={styles.section}>
            <AddressField
              id={fieldIds.address}
              value={values.address}
              onChange={(value) => form.setValue('address', value)}
              errorMessage={form.fieldErrors.address}
              isDisabled={form.isPending}
            />
            <Checkbox
              isSelected={values.save}
              onChange={(save) => form.setValue('save', save)}
              isDisabled={form.isPending}
            >
              {t('fields.saveAddress')}
            </Checkbox>
            {values.save ? (
              <TextField
                id={fieldIds.label}
                label={t('fields.label')}
                name="label"
                description={t('fields.labelHint')}
                {...bind('label')}
              />
            ) : null}
          </div>
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
