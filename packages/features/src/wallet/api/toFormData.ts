/** A multipart value: text, a number (an id), or a file. */
type Part = string | number | Blob | undefined;

/**
 * Builds a multipart body. Text fields go first and files last: the server reads the fields that arrive
 * before a file together with it, so a field sent after the file would be missed. Empty optional fields
 * are left out rather than sent as "".
 */
export function toFormData(body: object): FormData {
  const form = new FormData();
  const entries = Object.entries(body as Record<string, Part>);
  for (const [name, value] of entries) {
    if (value === undefined || value instanceof Blob) continue;
    if (typeof value === 'string' && value === '') continue;
    form.append(name, String(value));
  }
  for (const [name, value] of entries) {
    if (value instanceof Blob) form.append(name, value);
  }
  return form;
}
