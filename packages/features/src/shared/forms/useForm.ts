import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { actionKeyFor, type ActionKey } from './actionKey';
import { errorSummaryItems } from './errorSummaryItems';
import {
  invalidValues,
  noErrors,
  submitFailure,
  withoutFieldErrors,
  type FailureContext,
  type FormErrors,
} from './formErrors';
import type { ServerFieldMap } from './serverFieldErrors';

export interface UseFormOptions<Values extends object, Result, Field extends string> {
  /** The i18n namespace of the client rules' message keys (`validation.fillAll` in `auth`). */
  namespace: string;
  /** The values the form starts from. */
  initialValues: Values | (() => Values);
  /** Client rules (spec section 5): a message key per refused field; none lets the values be sent. */
  validate?: (values: Values) => Partial<Record<Field, string>>;
  /**
   * Sends the values (the mutation); a rejection is shown on the form. A call that moves money sends
   * `action.idempotencyKey` as its `Idempotency-Key`: the same key while the same values are sent again,
   * a new one once they change or were accepted.
   */
  submit: (values: Values, action: SubmitAction) => Promise<Result>;
  /**
   * Runs once the server took the values, while the form still counts as pending: refresh what changed
   * (invalidate queries), then move on.
   */
  onSuccess?: (result: Result, values: Values) => unknown;
  /** Takes a failure the form should not show (a 409 told in a dialog): return true when handled. */
  onError?: (error: unknown, values: Values) => boolean | void;
  /** Where a 422's field messages go. @default the names of `initialValues` */
  serverFields?: ServerFieldMap<Field>;
  /** Fixed words for a refused field instead of the server's. */
  serverFieldText?: Partial<Record<Field, string>>;
  /** The form's own wording of a failure. @default the 422 rule or spec section 8's text */
  failureText?: (error: unknown, context: FailureContext<Field>) => string | null;
}

/** What `submit` gets besides the values. */
export interface SubmitAction {
  idempotencyKey: string;
}

/** What a field component takes from the form: `{...form.bind('mobile')}` on a TextField or file field. */
export interface FieldBinding<Value> {
  value: Value;
  onChange: (value: Value) => void;
  errorMessage: string | undefined;
  isDisabled: boolean;
}

/** `form.bind`, for a step component that renders some of a form's fields. */
export type Bind<Values extends object> = <Key extends keyof Values & string>(
  field: Key,
) => FieldBinding<Values[Key]>;

export interface SetValueOptions {
  /**
   * Keep the field's error: the change is not the cause going away (the captcha clearing while it
   * verifies, not yet solved). @default false
   */
  keepError?: boolean;
}

/**
 * The one form path: values, the spec's client rules, submit as a mutation, a 422 on the fields and in the
 * summary, any other failure as spec section 8's text. An error goes away with its cause: a field's when
 * that field changes (or `clearErrors` says its cause is gone), a 422's summary message with the last
 * field it was about. A second submit while one is on its way is ignored.
 */
export function useForm<
  Values extends object,
  Result = unknown,
  Field extends string = Extract<keyof Values, string>,
>(options: UseFormOptions<Values, Result, Field>) {
  const { t } = useTranslation(options.namespace);
  const [initialValues] = useState(options.initialValues);
  const [values, setValues] = useState<Values>(initialValues);
  const [errors, setErrors] = useState<FormErrors<Field>>(noErrors);
  // Submits refused (by the rules here or by the server): the error summary moves focus on each new one.
  const [refusals, setRefusals] = useState(0);
  // State updates land on the next render; a double click lands before it.
  const sending = useRef(false);
  // The key of the last attempt that was not accepted: a retry of the same values sends it again.
  const pendingAction = useRef<ActionKey<Values> | null>(null);
  const mutation = useMutation({
    mutationFn: ({ sent, key }: { sent: Values; key: string }) =>
      options.submit(sent, { idempotencyKey: key }),
    onSuccess: (result, { sent }) => {
      pendingAction.current = null;
      return options.onSuccess?.(result, sent);
    },
  });

  function setValue<Key extends keyof Values>(
    field: Key,
    value: Values[Key],
    { keepError = false }: SetValueOptions = {},
  ) {
    setValues((current) => ({ ...current, [field]: value }));
    if (!keepError) clearErrors([field as unknown as Field]);
  }

  /** The causes of these fields' errors are gone (all fields when none are named). */
  function clearErrors(fields?: readonly Field[]) {
    setErrors((current) => (fields ? withoutFieldErrors(current, fields) : noErrors<Field>()));
  }

  async function send(sent: Values) {
    sending.current = true;
    const action = actionKeyFor(pendingAction.current, sent);
    pendingAction.current = action;
    try {
      await mutation.mutateAsync({ sent, key: action.key });
    } catch (error) {
      if (options.onError?.(error, sent) === true) return;
      setErrors(
        submitFailure(error, {
          fields: options.serverFields ?? (Object.keys(initialValues) as Field[]),
          fieldText: options.serverFieldText,
          failureText: options.failureText,
          unexpectedText: t('common:errors.unexpected'),
        }),
      );
      setRefusals((count) => count + 1);
    } finally {
      sending.current = false;
    }
  }

  /** Checks the values and sends them; a form's onSubmit, or a button's onPress. */
  function handleSubmit(event?: FormEvent) {
    event?.preventDefault();
    if (sending.current) return;
    const refused = options.validate?.(values) ?? {};
    const keys = Object.entries(refused) as Array<[Field, string | undefined]>;
    const messages = Object.fromEntries(
      keys.filter(([, key]) => key).map(([field, key]) => [field, t(key!)]),
    ) as Partial<Record<Field, string>>;
    if (Object.keys(messages).length > 0) {
      setErrors(invalidValues(messages));
      setRefusals((count) => count + 1);
      return;
    }
    setErrors(noErrors());
    void send(values);
  }

  /** Back to the first values, with no errors (a dialog closed); a submission on its way still lands. */
  function reset() {
    setValues(initialValues);
    setErrors(noErrors());
  }

  const bind: Bind<Values> = (field) => ({
    value: values[field],
    onChange: (value) => setValue(field, value),
    errorMessage: errors.fieldErrors[field as unknown as Field],
    isDisabled: mutation.isPending,
  });

  return {
    values,
    setValue,
    fieldErrors: errors.fieldErrors,
    failure: errors.failure,
    isPending: mutation.isPending,
    /** How many submits were refused: the error summary's `focusKey`. */
    refusals,
    handleSubmit,
    clearErrors,
    reset,
    /** The error summary's entries, linked to the inputs with these ids. */
    summary: (fieldIds: Partial<Record<Field, string>> = {}) =>
      errorSummaryItems(errors.failure, errors.fieldErrors, fieldIds),
    bind,
  };
}
