import { useState, type FormEvent } from 'react';
import { isValidationError } from '../../shared/forms/serverFieldErrors';

/** What the confirm step needs of a form made by useForm. */
interface ConfirmableForm<Values> {
  values: Values;
  isPending: boolean;
  failure: string | null;
  handleSubmit: (event?: FormEvent) => void;
  clearErrors: () => void;
}

/**
 * Continue, then confirm: Continue checks the client rules (shown on the fields by the form) and opens the
 * confirm dialog; only Confirm sends. A refusal of the server (422) closes the dialog so the fields can
 * say what is wrong (but a refused code, which useWithdrawForm keeps in the dialog, where it is typed);
 * any other failure stays in the dialog, where Confirm tries again with the same key.
 */
export function useConfirmStep() {
  const [isConfirming, setConfirming] = useState(false);

  /** useForm's `onError`: back to the form when the server refused values. */
  function onError(error: unknown) {
    if (isValidationError(error)) setConfirming(false);
  }

  function withForm<Values>(form: ConfirmableForm<Values>, validate: (values: Values) => object) {
    return {
      /** The form's onSubmit (Continue). */
      review(event?: FormEvent) {
        event?.preventDefault();
        if (Object.keys(validate(form.values)).length > 0) {
          // The form runs the same rules again and puts their messages on the fields; nothing is sent.
          form.handleSubmit();
          return;
        }
        form.clearErrors();
        setConfirming(true);
      },
      /** The confirm dialog's props, but its rows. */
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

  return { isConfirming, onError, withForm };
}
