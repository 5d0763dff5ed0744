import { isApiError, type ApiError } from '../errors/ApiError';

/**
 * Where a 422's field messages go on a form: the form's field names when the server uses the same ones, a
 * table from server names to the form's (`{ password_confirmation: 'confirmation' }`), or a function for
 * names built from data (`signature_holders[0][mobile]`). A server name the map does not give a field has
 * no place on the form.
 */
export type ServerFieldMap<Field extends string> =
  readonly Field[] | Readonly<Record<string, Field>> | ((serverName: string) => Field | undefined);

/** The form's field for a server name, or undefined when the form has none. */
export function fieldOf<Field extends string>(
  map: ServerFieldMap<Field>,
  serverName: string,
): Field | undefined {
  if (typeof map === 'function') return map(serverName);
  if (Array.isArray(map))
    return (map as readonly string[]).includes(serverName) ? (serverName as Field) : undefined;
  return Object.hasOwn(map, serverName) ? (map as Readonly<Record<string, Field>>)[serverName] : undefined;
}

/** A refusal of the submitted values: 422 with the messages per field (contract schema `Error`). */
export function isValidationError(error: unknown): error is ApiError {
  return isApiError(error) && error.status === 422;
}

/**
 * The one reading of a 422 for a form: each field's messages joined by commas (spec section 8), on the
 * form's own field. Anything other than a 422 places nothing.
 */
export function serverFieldErrors<Field extends string>(
  error: unknown,
  map: ServerFieldMap<Field>,
): Partial<Record<Field, string>> {
  const result: Partial<Record<Field, string>> = {};
  if (!isValidationError(error)) return result;
  for (const [name, messages] of Object.entries(error.body.errors ?? {})) {
    const field = fieldOf(map, name);
    if (!field || messages.length === 0) continue;
    const text = messages.join(', ');
    result[field] = result[field] ? `${result[field]}, ${text}` : text;
  }
  return result;
}

/** The 422's messages that have no field on the form: they can only be said in the summary. */
export function unplacedErrors<Field extends string>(
  error: unknown,
  map: ServerFieldMap<Field>,
): Record<string, string[]> {
  if (!isValidationError(error)) return {};
  return Object.fromEntries(
    Object.entries(error.body.errors ?? {}).filter(
      ([name, messages]) => messages.length > 0 && !fieldOf(map, name),
    ),
  );
}
