import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, isApiError } from '../../../shared/errors/ApiError';
import { isValidationError } from '../../../shared/forms/serverFieldErrors';
import { useForm } from '../../../shared/forms/useForm';
import { adminLiftWithdrawalFreeze, type WithdrawalFreezeLifted } from '../api/adminLiftWithdrawalFreeze';
import '../i18n/registerSettingsAdminI18n';
import {
  toFreezeLift,
  validateFreezeLift,
  type FreezeLiftField,
  type FreezeLiftValues,
} from '../rules/validateFreezeLift';

/**
 * A 404 (no account has the email) or a 409 (its withdrawals are not stopped) is about the email typed,
 * though the server names no field: said on the email field, as a refusal of it, it goes through the one
 * form path (linked from the summary, focused, gone once the email changes). A 409 in the server's words;
 * a 404's own message is the generic "not found", so the form words it.
 */
function aboutEmail(error: unknown, notFound: string): unknown {
  if (!isApiError(error) || (error.status !== 404 && error.status !== 409)) return error;
  const text = error.status === 404 ? notFound : (error.body.message ?? notFound);
  return new ApiError(422, { errors: { email: [text] } });
}

/**
 * The form of the "stopped withdrawals" card: email and note checked, then a confirmation naming the email,
 * then one request (a second press while it is on its way is ignored). A refusal closes the dialog so the
 * form can say on which field; any other failure stays in the dialog, to try again.
 */
export function useWithdrawalFreezeLift() {
  const { t } = useTranslation('admin');
  const [isConfirming, setConfirming] = useState(false);
  const [lifted, setLifted] = useState<WithdrawalFreezeLifted | null>(null);
  const form = useForm<FreezeLiftValues, WithdrawalFreezeLifted, FreezeLiftField>({
    namespace: 'admin',
    initialValues: { email: '', note: '' },
    validate: validateFreezeLift,
    submit: async (values) => {
      try {
        return await adminLiftWithdrawalFreeze(toFreezeLift(values));
      } catch (error) {
        throw aboutEmail(error, t('settings.withdrawalFreeze.unknownEmail'));
      }
    },
    onSuccess: (result) => {
      setLifted(result);
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
    /** The last account opened again, for the success message. */
    lifted,
    /** The form's submit: checks the fields, then asks to confirm; nothing is sent yet. */
    review(event?: { preventDefault: () => void }) {
      event?.preventDefault();
      if (Object.keys(validateFreezeLift(form.values)).length > 0) {
        // The form runs the same rules and puts their messages on the fields.
        form.handleSubmit();
        return;
      }
      form.clearErrors();
      setLifted(null);
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
