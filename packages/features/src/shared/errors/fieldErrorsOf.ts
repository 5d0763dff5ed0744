import { isApiError } from './ApiError';

/** The first message of each field of a 422 answer, for showing on the fields themselves. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!isApiError(error) || !error.body.errors) return {};
  const fields: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.body.errors)) {
    if (messages[0]) fields[field] = messages.join(', ');
  }
  return fields;
}
