import { showToast } from '@sarraf/ui';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  confirmWithPasskey,
  isPasskeyPromptClosed,
  passkeysSupported,
  secondFactorsQuery,
  type PasskeyAssertion,
} from '../../entities/secondFactor';
import { isApiError } from '../../shared/errors/ApiError';
import { buildErrorText } from '../../shared/errors/buildErrorText';
import { fieldOf, isValidationError, type ServerFieldMap } from '../../shared/forms/serverFieldErrors';
import { useForm, type FieldBinding } from '../../shared/forms/useForm';
import type { WalletTransaction } from '../api/createIrtWithdraw';
import type { WithdrawTerms } from '../api/getWithdrawTerms';
import '../i18n/registerWithdrawI18n';
import { withdrawPaths } from '../paths';
import { NEW_DESTINATION } from '../rules/destination';
import { codeProblem, type WithdrawCode } from '../rules/withdrawCode';
import { withdrawalRequested } from '../state/withdrawChanges';
import { useConfirmStep } from './useConfirmStep';

/** The request's field of the app's code, also the form's name for it (and where a passkey's refusal shows). */
const CODE_FIELD = 'totp_code';
/** The request's field of a passkey's answer, sent in place of the code. */
const PASSKEY_FIELD = 'passkey';
type CodeField = typeof CODE_FIELD;

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
  /**
   * The rules of the form's fields, run on Continue: a message key per refused field. Typed to allow the
   * code's field too (TypeScript cannot widen a generic field list by itself), but the code is this hook's
   * to check, on Confirm.
   */
  validate: (values: Values) => Partial<Record<Field | CodeField, string>>;
  /** Sends the withdrawal, with the app's code, under the action's Idempotency-Key. */
  submit: (values: Values & WithdrawCode, idempotencyKey: string) => Promise<WalletTransaction>;
  serverFields: ServerFieldMap<Field>;
  /**
   * Saves the new destination for next time and refreshes the saved list; resolves at once when it is
   * saved already.
   */
  keepDestination: (values: Values, queryClient: QueryClient) => Promise<unknown>;
  /** The toast's title when keeping it failed (the withdrawal went ahead). */
  keepFailedTitle: string;
}

/** The server refused the second factor (a code missing, wrong or used before, or a passkey's answer): a 422. */
function refusesCode(error: unknown): boolean {
  if (!isValidationError(error)) return false;
  const fields = error.body.errors ?? {};
  return (fields[CODE_FIELD]?.length ?? 0) > 0 || (fields[PASSKEY_FIELD]?.length ?? 0) > 0;
}

/**
 * The form path of a withdrawal: values starting on the newest saved destination, Continue then Confirm
 * (useConfirmStep) with the authenticator app's code typed in the dialog, the request sent once with the
 * action's key, then the new destination kept when asked, a toast, and the request's detail. A refused
 * code keeps the dialog open, its field emptied and focused for the app's next code.
 */
export function useWithdrawForm<Values extends WithdrawValues, Field extends string>(
  options: WithdrawFormOptions<Values, Field>,
) {
  const { t } = useTranslation('withdraw');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const confirmStep = useConfirmStep();
  // The code proves who asks, for one attempt; it is no part of what is asked, so it stays out of the
  // form's values, which the action's Idempotency-Key follows. The app's next code after a wrong one, or a
  // retry whose answer was lost, sends the same withdrawal under the same key, and the server (which leaves
  // the code out of a request's fingerprint too) moves the money once.
  const [code, setCode] = useState('');
  // Each refusal of the code (here or by the server) moves focus back into its cells.
  const [codeRefusals, setCodeRefusals] = useState(0);
  // A passkey's answer stands in for the code for one attempt, then is spent (as a code is).
  const passkey = useRef<PasskeyAssertion | undefined>(undefined);
  const [passkeyProblem, setPasskeyProblem] = useState<string | undefined>(undefined);
  const [askingPasskey, setAskingPasskey] = useState(false);
  const factors = useQuery(secondFactorsQuery);
  const offersPasskey = passkeysSupported() && (factors.data?.passkeys.length ?? 0) > 0;

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

  const form = useForm<Values, WalletTransaction, Field | CodeField>({
    namespace: 'withdraw',
    initialValues: () =>
      ({
        ...options.blankDestination,
        destination: options.savedIds[0] === undefined ? NEW_DESTINATION : String(options.savedIds[0]),
        save: true,
        amount: '',
      }) as Values,
    // Continue checks the fields (the dialog is not open yet); Confirm checks the code too.
    validate: (values) => {
      const problems = options.validate(values);
      const refused = confirmStep.isConfirming && !passkey.current ? codeProblem(code) : undefined;
      return refused ? { ...problems, totp_code: refused } : problems;
    },
    submit: (values, action) => {
      const answer = passkey.current;
      passkey.current = undefined;
      return options.submit(
        { ...values, totp_code: answer ? '' : code, passkey: answer },
        action.idempotencyKey,
      );
    },
    serverFields: (name) =>
      name === CODE_FIELD || name === PASSKEY_FIELD ? CODE_FIELD : fieldOf(options.serverFields, name),
    // A refused code is said on its field, in the server's words; its message says the same again.
    failureText: (_error, { fieldErrors, defaultText }) => (fieldErrors.totp_code ? null : defaultText),
    onError: (error) => {
      if (!refusesCode(error)) return confirmStep.onError(error);
      // The dialog stays, the field emptied for the app's next code (a used code never works again).
      setCode('');
      setCodeRefusals((count) => count + 1);
    },
    onSuccess: async (withdrawal, values) => {
      await withdrawalRequested(queryClient);
      if (values.destination === NEW_DESTINATION && values.save) await keep(values);
      // Said where the person goes next (the request's detail), so a plain toast that outlives this screen.
      showToast({ title: t('success'), tone: 'positive' });
      void navigate(withdrawPaths.transaction(withdrawal.id));
    },
  });
  const step = confirmStep.withForm(form, options.validate);

  /** The device's prompt for a passkey's answer, then the same Confirm with it in place of the code. */
  async function confirmByPasskey() {
    setPasskeyProblem(undefined);
    setAskingPasskey(true);
    try {
      passkey.current = await confirmWithPasskey();
    } catch (error) {
      setPasskeyProblem(
        isPasskeyPromptClosed(error)
          ? t('confirm.passkeyClosed')
          : isApiError(error)
            ? error.message
            : t('confirm.passkeyFailed'),
      );
      return;
    } finally {
      setAskingPasskey(false);
    }
    form.clearErrors([CODE_FIELD]);
    step.dialog.onConfirm();
  }

  return {
    form,
    confirmStep,
    /** Continue: the dialog opens with an empty code field, whatever was typed in it before. */
    review(event?: FormEvent) {
      setCode('');
      step.review(event);
    },
    dialog: {
      ...step.dialog,
      onConfirm() {
        if (codeProblem(code)) setCodeRefusals((count) => count + 1);
        step.dialog.onConfirm();
      },
      code: {
        value: code,
        onChange(typed: string) {
          setCode(typed);
          form.clearErrors([CODE_FIELD]);
        },
        errorMessage: form.fieldErrors.totp_code,
        isDisabled: form.isPending,
      } satisfies FieldBinding<string>,
      codeFocusKey: codeRefusals,
      passkey: offersPasskey
        ? {
            onUse: () => void confirmByPasskey(),
            isPending: askingPasskey || form.isPending,
            problem: passkeyProblem,
          }
        : undefined,
    },
  };
}
