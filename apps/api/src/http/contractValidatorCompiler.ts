import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule, { type FormatsPlugin } from 'ajv-formats';
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';

// ajv-formats is CommonJS; under ESM its function may arrive wrapped as `default`.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as unknown as FormatsPlugin;

function createAjv(coerceTypes: false | 'array'): Ajv2020 {
  const ajv = new Ajv2020({
    // Unknown fields must be refused (additionalProperties: false), never silently dropped.
    removeAdditional: false,
    useDefaults: true,
    coerceTypes,
    // Every problem at once, so a form can mark every field.
    allErrors: true,
    // OpenAPI annotations (example, discriminator, x-*) are not JSON Schema keywords.
    strict: false,
  });
  addFormats(ajv);
  return ajv;
}

/**
 * Request validation with JSON Schema 2020-12 (the dialect of OpenAPI 3.1). Headers, path and query are
 * text on the wire, so they are coerced ("2" -> 2); JSON bodies are not, because a body that sends a
 * number where the contract wants a string (money!) is wrong and must be told so.
 */
export function contractValidatorCompiler(): FastifySchemaCompiler<FastifySchema> {
  const strictAjv = createAjv(false);
  const coercingAjv = createAjv('array');
  return ({ schema, httpPart }) =>
    httpPart === 'body'
      ? strictAjv.compile(schema as object)
      : coercingAjv.compile(
          httpPart === 'headers' ? lowerCaseHeaderNames(schema as HeadersSchema) : (schema as object),
        );
}

interface HeadersSchema {
  properties?: Record<string, unknown>;
  required?: string[];
}

/**
 * Node hands header names over in lower case, and the contract spells them as HTTP does
 * (`Idempotency-Key`). Fastify lowers the names of a headers schema itself, but not for a custom
 * compiler like this one, so a required header would never be found. Only required headers are checked
 * here: the optional ones keep their lenient readers (an unknown `X-Locale` means Persian, a missing
 * `X-Requested-With` is the CSRF check's 403), as they were before required headers existed.
 */
function lowerCaseHeaderNames(schema: HeadersSchema): HeadersSchema {
  const required = (schema.required ?? []).map((name) => name.toLowerCase());
  const properties = Object.fromEntries(
    Object.entries(schema.properties ?? {})
      .map(([name, value]) => [name.toLowerCase(), value] as const)
      .filter(([name]) => required.includes(name)),
  );
  return { ...schema, properties, required };
}
