import { isApiError } from '../../shared/errors/ApiError';
import { buildErrorText } from '../../shared/errors/buildErrorText';

/**
 * Spec section 8, registration failure: the server's field errors joined (commas within a field, " | "
 * between fields), else the given default ("registration error"). The top-level message is left out on
 * purpose: the rule names only the errors.
 */
export function signUpFailureText(error: unknown, fallback: string): string {
  const errors = isApiError(error) ? error.body.errors : undefined;
  return errors ? buildErrorText({ errors }, fallback) : fallback;
}
