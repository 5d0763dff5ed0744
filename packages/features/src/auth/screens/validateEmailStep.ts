import { isValidEmail } from './validateLogin';

/** Translation key (auth namespace) of the email step's one client-side message. */
export type EmailStepValidationKey = 'validation.email';

/**
 * The one-field email forms (sign-up, forgotten password), spec section 5: the email is required and must
 * look valid; both cases say "Please enter a valid email address!".
 */
export function validateEmailStep(email: string): { email?: EmailStepValidationKey } {
  return isValidEmail(email) ? {} : { email: 'validation.email' };
}
