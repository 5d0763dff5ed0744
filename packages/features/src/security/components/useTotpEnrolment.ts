import { useState } from 'react';
import { isApiError } from '../../shared/errors/ApiError';
import type { FailureContext } from '../../shared/forms/formErrors';
import { useForm } from '../../shared/forms/useForm';
import { confirmTotpEnrolment } from '../api/confirmTotpEnrolment';
import { startTotpEnrolment, type TotpEnrolment } from '../api/startTotpEnrolment';
import { isTotpCode } from '../rules/totpCode';

export { TOTP_CODE_LENGTH } from '../rules/totpCode';

/** Where a set-up stands: the password, then the key and the first code, then the recovery codes. */
export type EnrolmentStep =
  | { name: 'password' }
  | { name: 'app'; enrolment: TotpEnrolment }
  | { name: 'codes'; recoveryCodes: readonly string[] };

export interface UseTotpEnrolmentOptions {
  /** The server says an app is already on (409, another tab): the status is worth reading again. */
  onAlreadyOn: () => void;
}

/**
 * One set-up of an authenticator app, through the app's one form path: the password starts it (a wrong one
 * is the server's message on the field), the first code confirms it (likewise), and the recovery codes it
 * answers are kept here only, to be shown this once.
 */
export function useTotpEnrolment({ onAlreadyOn }: UseTotpEnrolmentOptions) {
  const [step, setStep] = useState<EnrolmentStep>({ name: 'password' });
  const conflict = (error: unknown) => {
    if (isApiError(error) && error.status === 409) onAlreadyOn();
  };
  // A refusal the field says in full needs no lead text: the summary links to the field, and focus goes there.
  const failureText = (_error: unknown, { allPlaced, defaultText }: FailureContext<string>) =>
    allPlaced ? null : defaultText;

  const password = useForm({
    namespace: 'security',
    initialValues: { password: '' },
    validate: ({ password }) => (password ? {} : { password: 'enrolment.password.required' }),
    submit: (values) => startTotpEnrolment(values),
    onSuccess: (enrolment) => setStep({ name: 'app', enrolment }),
    onError: conflict,
    failureText,
  });

  const code = useForm({
    namespace: 'security',
    initialValues: { code: '' },
    validate: ({ code }) => (isTotpCode(code) ? {} : { code: 'enrolment.app.codeInvalid' }),
    submit: (values) => confirmTotpEnrolment(values),
    onSuccess: ({ recovery_codes }) => setStep({ name: 'codes', recoveryCodes: recovery_codes }),
    onError: conflict,
    failureText,
  });

  return {
    step,
    password,
    code,
    /** A request is on its way: the dialog stays (a confirmation cut short would lose the codes). */
    isPending: password.isPending || code.isPending,
  };
}
