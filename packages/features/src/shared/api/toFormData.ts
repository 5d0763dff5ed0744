/** A multipart value: text, a number (an id), a file, or a list of objects sent with bracket names. */
type Part = string | number | Blob | undefined | ReadonlyArray<Record<string, string | Blob>>;

/**
 * Builds a multipart body. Text fields go first and files last: the server reads the fields that arrive
 * before a file together with it, so a field sent after the file would be missed. Empty optional fields are
 * left out rather than sent as "". Lists go out as `name[0][field]`, in order, which is how the contract
 * names each signature holder's parts (and how 422 field errors come back keyed).
 */
export function toFormData(body: object): FormData {
  const parts: [string, string | number | Blob | undefined][] = [];
  for (const [name, value] of Object.entries(body as Record<string, Part>)) {
    if (Array.isArray(value)) {
      value.forEach((item: Record<string, string | Blob>, index) => {
        for (const [field, part] of Object.entries(item)) parts.push([`${name}[${index}][${field}]`, part]);
      });
    } else parts.push([name, value as string | number | Blob | undefined]);
  }
  const form = new FormData();
  for (const [name, value] of parts) {
    if (value === undefined || value === '' || value instanceof Blob) continue;
    form.append(name, String(value));
  }
  for (const [name, value] of parts) if (value instanceof Blob) form.append(name, value);
  return form;
}
