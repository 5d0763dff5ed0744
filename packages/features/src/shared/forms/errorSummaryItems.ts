import type { FormError } from '@sarraf/ui';

/**
 * The FormErrorSummary entries of a form: the failure first (no field), then each field's message, linked
 * to its input when it has one (file and choice fields carry their message themselves). Each text is said
 * once: "Please fill all inputs!" on three empty fields, or a failure that repeats a field's message, is
 * listed once; the fields still show their own message.
 */
export function errorSummaryItems<Field extends string>(
  failure: string | null,
  fieldErrors: Partial<Record<Field, string>>,
  fieldIds: Partial<Record<Field, string>>,
): FormError[] {
  const items: FormError[] = failure ? [{ message: failure }] : [];
  const seen = new Set<string>(failure ? [failure] : []);
  for (const [field, message] of Object.entries(fieldErrors) as Array<[Field, string | undefined]>) {
    if (!message || seen.has(message)) continue;
    seen.add(message);
    const fieldId = fieldIds[field];
    items.push(fieldId ? { fieldId, message } : { message });
  }
  return items;
}
