import {
  AmountField,
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
import { createIrtWithdraw, type WalletTransaction } from '../api/createIrtWithdraw';
import { createSavedIban } from '../api/createSavedIban';
import type { WithdrawTerms } from '../api/getWithdrawTerms';
import type { SavedIban } from '../api/listSavedIbans';
import '../i18n/registerWithdrawI18n';
import { withdrawPaths } from '../paths';
import { NEW_DESTINATION, savedChoice } from '../rules/destination';
import { checkIban, normalizeIban } from '../rules/iban';
import {
  validateIrtWithdraw,
  type IrtWithdrawField,
  type IrtWithdrawValues,
} from '../rules/validateIrtWithdraw';
import { irtWithdrawRequest } from '../rules/withdrawRequests';
import { maxWithdrawable, receivedAmount, type WithdrawLimits } from '../rules/withdrawAmount';
import { savedIbansChanged, withdrawalRequested } from '../state/withdrawChanges';
import { ConfirmWithdrawDialog } from './ConfirmWithdrawDialog';
import { DestinationChoice } from './DestinationChoice';
import { IbanField } from './IbanField';
import { useConfirmStep } from './useConfirmStep';
import { WithdrawTermsCard } from './WithdrawTermsCard';
import * as styles from './withdrawForm.css';
import { amountItems, bankNameOf, ibanChoiceLabel, ibanItems } from './withdrawSummary';

export interface IrtWithdrawFormProps {
  /** The available Toman balance. */
  available: string;
  /** The Toman withdrawal terms. */
  terms: WithdrawTerms;
  /** The saved IBANs, newest first; the newest is chosen to start with. */
  saved: readonly SavedIban[];
}

/**
 * The Toman withdrawal: where to (a saved IBAN or a new one, which can be saved), how much (with the
 * available balance and "max"), the terms and what arrives; then a confirm dialog, and the request sent
 * once with the action's Idempotency-Key. A refusal of the server goes back onto the fields.
 */
export function IrtWithdrawForm({ available, terms, saved }: IrtWithdrawFormProps) {
  const { t } = useTranslation('withdraw');
  const locale = useDisplayLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = useId();
  const fieldIds = { owner_name: `${id}-owner`, iban: `${id}-iban`, amount: `${id}-amount` };
  const unit = t('common:currency.IRT');
  const limits: WithdrawLimits = { ...terms, available };
  const savedIds = saved.map((iban) => iban.id);
  const confirmStep = useConfirmStep();
  const validate = (values: IrtWithdrawValues) => validateIrtWithdraw(values, { savedIds, limits });

  /** Keeps a new IBAN for next time; the withdrawal went ahead whatever happens here. */
  async function keepIban(values: IrtWithdrawValues) {
    const iban = normalizeIban(values.iban);
    if (saved.some((known) => known.iban === iban)) return;
    try {
      await createSavedIban({ owner_name: values.owner_name.trim(), iban });
      await savedIbansChanged(queryClient);
    } catch (error) {
      showToast({
        title: t('ibanNotSaved'),
        description: buildErrorText(error, t('common:errors.unexpected')),
        tone: 'critical',
      });
    }
  }

  const form = useForm<IrtWithdrawValues, WalletTransaction, IrtWithdrawField>({
    namespace: 'withdraw',
    initialValues: () => ({
      destination: saved[0] ? String(saved[0].id) : NEW_DESTINATION,
      owner_name: '',
      iban: '',
      save: true,
      amount: '',
    }),
    validate,
    submit: (values, action) =>
      createIrtWithdraw(irtWithdrawRequest(values, savedIds), action.idempotencyKey),
    serverFields: { amount: 'amount', iban: 'iban', saved_iban_id: 'destination', owner_name: 'owner_name' },
    onError: confirmStep.onError,
    onSuccess: async (withdrawal, values) => {
      await withdrawalRequested(queryClient);
      if (values.destination === NEW_DESTINATION && values.save) await keepIban(values);
      // Said where the person goes next (the request's detail), so a plain toast that outlives this screen.
      showToast({ title: t('success'), tone: 'positive' });
      void navigate(withdrawPaths.transaction(withdrawal.id));
    },
  });
  const { values, bind } = form;

  const { review, dialog } = confirmStep.withForm(form, validate);

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
          />
        )}
        {saved.length > 0 ? (
          <DestinationChoice
            label={t('destination.ibanLabel')}
            options={[
              ...saved.map((iban) => ({ value: String(iban.id), label: ibanChoiceLabel(iban, locale, t) })),
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
          <div className={styles.section}>
            <IbanField
              id={fieldIds.iban}
              value={values.iban}
              onChange={(value) => form.setValue('iban', value)}
              errorMessage={form.fieldErrors.iban}
              isDisabled={form.isPending}
            />
            <Checkbox
              isSelected={values.save}
              onChange={(save) => form.setValue('save', save)}
              isDisabled={form.isPending}
            >
              {t('fields.saveIban')}
            </Checkbox>
            {values.save ? (
              <TextField
                id={fieldIds.owner_name}
                label={t('fields.ownerName')}
                name="owner_name"
                autoComplete="name"
                {...bind('owner_name')}
                isRequired
              />
            ) : null}
          </div>
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
            ? [...amountItems(values.amount, terms.fee, unit, t), ...ibanItems(destination, locale, t)]
            : []
        }
      />
    </>
  );
}
