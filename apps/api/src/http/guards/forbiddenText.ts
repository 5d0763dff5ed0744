import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError, type FieldMessage } from '../../errors/DomainError.js';

/**
 * NUL cannot be stored in a PostgreSQL text column (the driver errors on it) and is never typed by a person;
 * U+FFFD is what the JSON parser and the multipart reader make of bytes that are not UTF-8. Either one means
 * the client sent something other than text.
 */
// eslint-disable-next-line no-control-regex -- matching NUL is the point
const FORBIDDEN = /[\u0000\uFFFD]/;

/** Whether a decoded text value holds a character no field of the contract accepts. */
export function hasForbiddenText(value: string): boolean {
  return FORBIDDEN.test(value);
}

/** The message for such a field, for the multipart reader to add to its own per-field errors. */
export const FORBIDDEN_TEXT_MESSAGE: FieldMessage = 'validation.text';

/**
 * The fields of a parsed value that hold forbidden text, named the way validation names them (`a.0.b`); a
 * key holding it counts as its own field.
 */
export function forbiddenTextFields(value: unknown, prefix: string[] = [], found: string[] = []): string[] {
  if (typeof value === 'string') {
    if (hasForbiddenText(value)) found.push(prefix.join('.'));
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => forbiddenTextFields(item, [...prefix, String(i)], found));
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (hasForbiddenText(key)) found.push([...prefix, key].join('.'));
      else forbiddenTextFields(item, [...prefix, key], found);
    }
  }
  return found;
}

/** The query parameters the operation declares: the others are never read, so never refused either. */
function declaredQuery(request: FastifyRequest): Record<string, unknown> {
  const declared = (request.routeOptions.schema?.querystring as { properties?: object } | undefined)
    ?.properties;
  const query = (request.query ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(declared ?? {})
      .filter((k) => k in query)
      .map((k) => [k, query[k]]),
  );
}

/** A 422 naming every field of the request (body, declared query, path) that holds forbidden text. */
export function assertCleanText(request: FastifyRequest): void {
  const fields = [
    ...forbiddenTextFields(request.params),
    ...forbiddenTextFields(declaredQuery(request)),
    ...forbiddenTextFields(request.body),
  ];
  if (fields.length === 0) return;
  throw new DomainError('validation', 'error.validation', {
    fields: Object.fromEntries(fields.map((field) => [field || 'body', [FORBIDDEN_TEXT_MESSAGE]])),
  });
}

/**
 * Refuses NUL and invalid UTF-8 in any string of a JSON body, the query or the path, after parsing and
 * before schema validation, so the answer names the field instead of failing later in the database.
 * Multipart forms are read by their handlers: their reader calls `hasForbiddenText` per value.
 */
export const forbiddenTextGuard = fp(
  async (app) => {
    app.addHook('preValidation', async (request) => assertCleanText(request));
  },
  { name: 'guard:forbidden-text', dependencies: ['errors'] },
);
