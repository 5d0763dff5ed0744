import type { FormError } from '@sarraf/ui';

/**
 * The FormErrorSummary entries of a form: the failure first (no field), then each field message once,
 * linked to its field. "Please fill all inputs!" on three empty fields is said once; the fields still
 * show it themselves.
 */
export function errorSummaryItems<Field extends string>(
  failure: string | null,
  fieldErrors: Partial<Record<Field, string>>,
  fieldIds: Record<Field, string>,
): FormError[] {
  const items: FormError[] = failure ? [{ message: failure }] : [];
  const seen = new Set<string>(failure ? [failure] : []);
  for (const [field, message] of Object.entries(fieldErrors) as Array<[Field, string | undefined]>) {
    if (message && !seen.has(message)) {
      seen.add(message);
      items.push({ fieldId: fieldIds[field], message });
    }
  }
  return items;
}

/** The 422 field messages that belong to our fields (server name -> our field), joined per field. */
export function serverFieldErrors<Field extends string>(
  errors: Record<string, string[]> | undefined,
  fieldOf: Record<string, Field>,
): Partial<Record<Field, string>> {
  const result: Partial<Record<Field, string>> = {};
  for (const [name, messages] of Object.entries(errors ?? {})) {
    const field = fieldOf[name];
    if (field && messages.length > 0) result[field] = messages.join(', ');
  }
  return result;
}

/**
 * Whether a 422's field messages all land on fields of the form. Then they say everything, each on its
 * field and linked from the summary; the server's summary message (which repeats one of them) would only
 * say it twice.
 */
export function fieldsSayEverything(
  errors: Record<string, string[]> | undefined,
  fieldOf: Record<string, string>,
): boolean {
  const names = Object.keys(errors ?? {});
  return names.length > 0 && names.every((name) => name in fieldOf);
}
