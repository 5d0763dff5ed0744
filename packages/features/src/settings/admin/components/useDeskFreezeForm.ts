import { useState } from 'react';
import { ApiError, isApiError } from '../../../shared/errors/ApiError';
import { isValidationError } from '../../../shared/forms/serverFieldErrors';
import { useForm } from '../../../shared/forms/useForm';
import '../i18n/registerSettingsAdminI18n';

/** The words of a refusal about the email typed (a 404 or a 409 of the server). */
export interface EmailRefusalWords {
  /** No account has the email (the server's 404 message is the generic "not found"). */
  notFound: string;
  /** That part of the account is not in the state asked for; the server's words when not given. */
  conflict?: string;
}

/**
 * A 404 (no account has the email) or a 409 (that part of it is, or is not, stopped) is about the email
 * typed, though the server names no field: said on the email field, as a refusal of it, it goes through the
 * one form path (linked from the summary, focused, gone once the email changes). A 409 in the server's
 * words unless the card words it; a 404's own message is the generic "not found", so the card words it.
 */
export function aboutEmail(error: unknown, words: EmailRefusalWords): unknown {
  if (!isApiError(error) || (error.status !== 404 && error.status !== 409)) return error;
  const text =
    error.status === 404 ? words.notFound : (words.conflict ?? error.body.message ?? words.notFound);
  return new ApiError(422, { errors: { email: [text] } });
}

export interface DeskFreezeFormOptions<Values extends { email: string }, Result, Field extends string> {
  initialValues: Values;
  /** The client rules: a message key of the admin namespace per refused field. */
  validate: (values: Values) => Partial<Record<Field, string>>;
  /** Sends the values (once confirmed). */
  send: (values: Values) => Promise<Result>;
  emailRefusal: EmailRefusalWords;
}

/**
 * The form of a desk card that stops or opens a part of a person's account: the fields checked, then a
 * confirmation, then one request (a second press while it is on its way is ignored). A refusal closes the
 * dialog so the form can say on which field; any other failure stays in the dialog, to try again.
 */
export function useDeskFreezeForm<Values extends { email: string }, Result, Field extends string>(
  options: DeskFreezeFormOptions<Values, Result, Field>,
) {
  const [isConfirming, setConfirming] = useState(false);
  const [done, setDone] = useState<Result | null>(null);
  const form = useForm<Values, Result, Field>({
    namespace: 'admin',
    initialValues: options.initialValues,
    validate: options.validate,
    submit: async (values) => {
      try {
        return await options.send(values);
      } catch (error) {
        throw aboutEmail(error, options.emailRefusal);
      }
    },
    onSuccess: (result) => {
      setDone(result);
      setConfirming(false);
      form.reset();
    },
    onError: (error) => {
      if (isValidationError(error)) setConfirming(false);
    },
  });

  return {
    form,
    isConfirming,
    /** The server's answer to the last request it took, for the success message. */
    done,
    /** The form's submit: checks the fields, then asks to confirm; nothing is sent yet. */
    review(event?: { preventDefault: () => void }) {
      event?.preventDefault();
      if (Object.keys(options.validate(form.values)).length > 0) {
        // The form runs the same rules and puts their messages on the fields.
        form.handleSubmit();
        return;
      }
      form.clearErrors();
      setDone(null);
      setConfirming(true);
    },
    dialog: {
      isOpen: isConfirming,
      onOpenChange(isOpen: boolean) {
        if (isOpen || form.isPending) return;
        setConfirming(false);
        form.clearErrors();
      },
      onConfirm: () => form.handleSubmit(),
      isPending: form.isPending,
      errorMessage: form.failure ?? undefined,
    },
  };
}
