import { showToast } from '@sarraf/ui';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buildErrorText } from '../../shared/errors/buildErrorText';
import type { ServerFieldMap } from '../../shared/forms/serverFieldErrors';
import { useForm } from '../../shared/forms/useForm';
import type { WalletTransaction } from '../api/createIrtWithdraw';
import type { WithdrawTerms } from '../api/getWithdrawTerms';
import '../i18n/registerWithdrawI18n';
import { withdrawPaths } from '../paths';
import { NEW_DESTINATION } from '../rules/destination';
import { withdrawalRequested } from '../state/withdrawChanges';
import { useConfirmStep } from './useConfirmStep';

/** What a currency's withdrawal form is given once everything it needs is in. */
export interface WithdrawFormProps<Saved> {
  /** The available balance of the currency. */
  available: string;
  /** The currency's withdrawal terms. */
  terms: WithdrawTerms;
  /** The saved destinations, newest first; the newest is chosen to start with. */
  saved: readonly Saved[];
}

/** The fields every withdrawal form has, whatever its destination is made of. */
export interface WithdrawValues {
  /** A saved destination's id as text, or NEW_DESTINATION for the new destination's fields. */
  destination: string;
  /** Keep the new destination for next time. */
  save: boolean;
  /** The amount as the amount field reports it ("" while empty). */
  amount: string;
}

export interface WithdrawFormOptions<Values extends WithdrawValues, Field extends string> {
  /** The saved destinations' ids, newest first: the newest is chosen to start with. */
  savedIds: readonly number[];
  /** The new destination's fields, empty. */
  blankDestination: Omit<Values, keyof WithdrawValues>;
  validate: (values: Values) => Partial<Record<Field, string>>;
  /** Sends the withdrawal with the action's Idempotency-Key. */
  submit: (values: Values, idempotencyKey: string) => Promise<WalletTransaction>;
  serverFields: ServerFieldMap<Field>;
  /**
   * Saves the new destination for next time and refreshes the saved list; resolves at once when it is
   * saved already.
   */
  keepDestination: (values: Values, queryClient: QueryClient) => Promise<unknown>;
  /** The toast's title when keeping it failed (the withdrawal went ahead). */
  keepFailedTitle: string;
}

/**
 * The form path of a withdrawal: values starting on the newest saved destination, Continue then Confirm
 * (useConfirmStep), the request sent once with the action's key, then the new destination kept when asked,
 * a toast, and the request's detail.
 */
export function useWithdrawForm<Values extends WithdrawValues, Field extends string>(
  options: WithdrawFormOptions<Values, Field>,
) {
  const { t } = useTranslation('withdraw');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const confirmStep = useConfirmStep();

  /** The withdrawal went ahead whatever happens here. */
  async function keep(values: Values) {
    try {
      await options.keepDestination(values, queryClient);
    } catch (error) {
      showToast({
        title: options.keepFailedTitle,
        description: buildErrorText(error, t('common:errors.unexpected')),
        tone: 'critical',
      });
    }
  }

  const form = useForm<Values, WalletTransaction, Field>({
    namespace: 'withdraw',
    initialValues: () =>
      ({
        ...options.blankDestination,
        destination: options.savedIds[0] === undefined ? NEW_DESTINATION : String(options.savedIds[0]),
        save: true,
        amount: '',
      }) as Values,
    validate: options.validate,
    submit: (values, action) => options.submit(values, action.idempotencyKey),
    serverFields: options.serverFields,
    onError: confirmStep.onError,
    onSuccess: async (withdrawal, values) => {
      await withdrawalRequested(queryClient);
      if (values.destination === NEW_DESTINATION && values.save) await keep(values);
      // Said where the person goes next (the request's detail), so a plain toast that outlives this screen.
      showToast({ title: t('success'), tone: 'positive' });
      void navigate(withdrawPaths.transaction(withdrawal.id));
    },
  });
  return { form, confirmStep, ...confirmStep.withForm(form, options.validate) };
}
