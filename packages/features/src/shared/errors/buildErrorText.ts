import { isApiError } from './ApiError';
import { toErrorBody } from './ErrorBody';

/** Spec section 8, spelling kept as written there; callers pass the translated text. */
export const UNEXPECTED_ERROR_TEXT = 'An unexpected error occured!';

/**
 * The general display of a failure (spec section 8): messages within one key joined by commas, key groups
 * joined by " | ", the message first when both exist, the fallback when there is neither.
 */
export function buildErrorText(error: unknown, fallback: string = UNEXPECTED_ERROR_TEXT): string {
  // A thrown Error (network down, a bug) carries developer text, not a message meant for the user.
  const body = isApiError(error) ? error.body : error instanceof Error ? {} : toErrorBody(error);
  const message = body.message?.trim() ? body.message : undefined;
  const groups = Object.values(body.errors ?? {})
    .filter((messages) => messages.length > 0)
    .map((messages) => messages.join(', '));
  const errorsText = groups.length > 0 ? groups.join(' | ') : undefined;

  if (message && errorsText) return `${message} | ${errorsText}`;
  if (message) return message;
  if (errorsText) return errorsText;
  return fallback;
}
