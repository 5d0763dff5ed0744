import type { FormError } from '@sarraf/ui';
import { isApiError } from '../../shared/errors/ApiError';

/** Translates each field's rule key into its message. */
export function translateProblems<Field extends string>(
  problems: Partial<Record<Field, string>>,
  t: (key: string) => string,
): Partial<Record<Field, string>> {
  return Object.fromEntries(
    Object.entries(problems).map(([field, key]) => [field, t(key as string)]),
  ) as Partial<Record<Field, string>>;
}

/**
 * A 422's field messages, joined per field, for the fields this form has. The server names fields as they
 * were sent (`national_code`, `signature_holders[0][mobile]`), which is how our forms key them too.
 */
export function serverProblems(error: unknown, accepts: (field: string) => boolean): Record<string, string> {
  if (!isApiError(error) || !error.body.errors) return {};
  const result: Record<string, string> = {};
  for (const [field, messages] of Object.entries(error.body.errors)) {
    if (accepts(field) && messages.length > 0) result[field] = messages.join(', ');
  }
  return result;
}

/**
 * The FormErrorSummary entries: the failure first, then each distinct field message, linked to its input
 * where the field has one (text inputs; file and choice fields carry their own message).
 */
export function summaryItems(
  failure: string | null,
  problems: Record<string, string | undefined>,
  fieldIds: Record<string, string | undefined>,
): FormError[] {
  const items: FormError[] = failure ? [{ message: failure }] : [];
  const seen = new Set<string>(failure ? [failure] : []);
  for (const [field, message] of Object.entries(problems)) {
    if (!message || seen.has(message)) continue;
    seen.add(message);
    items.push(fieldIds[field] ? { fieldId: fieldIds[field], message } : { message });
  }
  return items;
}
