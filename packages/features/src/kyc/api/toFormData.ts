/** A multipart value: text, a file, or a list of objects sent with bracket names. */
type Part = string | Blob | ReadonlyArray<Record<string, string | Blob>>;

/**
 * Builds the multipart body of a verification call. Lists go out as `name[0][field]`, in order, which is
 * how the contract names each signature holder's parts (and how 422 field errors come back keyed).
 */
export function toFormData(body: Record<string, Part>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(body)) {
    if (typeof value === 'string' || value instanceof Blob) {
      form.append(name, value);
      continue;
    }
    value.forEach((item, index) => {
      for (const [field, part] of Object.entries(item)) form.append(`${name}[${index}][${field}]`, part);
    });
  }
  return form;
}
