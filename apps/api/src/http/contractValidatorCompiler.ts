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
  return ({ schema, httpPart }) => (httpPart === 'body' ? strictAjv : coercingAjv).compile(schema as object);
}
