import fc from 'fast-check';
import type { Schema } from './contractOperations.js';

/** Code points, as JSON Schema's minLength/maxLength count them. */
export const codePoints = (text: string): number => [...text].length;

const pad2 = (n: number): string => String(n).padStart(2, '0');

const isoDate = fc
  .record({
    y: fc.integer({ min: 1900, max: 2100 }),
    m: fc.integer({ min: 1, max: 12 }),
    d: fc.integer({ min: 1, max: 28 }),
  })
  .map(({ y, m, d }) => `${y}-${pad2(m)}-${pad2(d)}`);

const dateTime = fc
  .date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString());

/** Addresses a form would accept, and now and then fast-check's stranger (still RFC-shaped) ones. */
const email = fc.oneof(
  { weight: 4, arbitrary: fc.stringMatching(/^[a-z0-9][a-z0-9._-]{0,20}@[a-z0-9-]{1,20}\.[a-z]{2,6}$/) },
  { weight: 1, arbitrary: fc.emailAddress() },
);

function stringValue(schema: Schema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? 64;
  const fits = (text: string) => codePoints(text) >= min && codePoints(text) <= max;
  let base: fc.Arbitrary<string>;
  if (schema.pattern) base = fc.stringMatching(new RegExp(schema.pattern), { size: 'small' });
  else if (schema.format === 'email') base = email;
  else if (schema.format === 'date') base = isoDate;
  else if (schema.format === 'date-time') base = dateTime;
  else if (schema.format === 'uuid') base = fc.uuid();
  else {
    // Persian and other scripts are everyday input here, not an edge case.
    const cap = Math.min(max, min + 40);
    base = fc.oneof(
      fc.string({ minLength: min, maxLength: cap }),
      fc.string({ minLength: min, maxLength: cap, unit: fc.constantFrom(...'سلام دنیا ۰۱۲۳۴۵۶۷۸۹ آزمایش') }),
      fc.string({ minLength: min, maxLength: cap, unit: 'grapheme' }),
    );
  }
  return base.filter(fits);
}

function integerValue(schema: Schema): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1000);
  const max =
    schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 2 ** 31 - 1);
  // Small values find the rows that exist (ids 1, 2, 3...); the whole range finds the edges.
  return fc.oneof(fc.integer({ min, max: Math.min(max, min + 20) }), fc.integer({ min, max }));
}

/** Merges `allOf` branches into one schema (enough for the contract's flat uses of it). */
function flatten(schema: Schema): Schema {
  if (!schema.allOf) return schema;
  const { allOf, ...rest } = schema;
  return (allOf as Schema[]).reduce<Schema>((merged, branch) => ({ ...merged, ...flatten(branch) }), rest);
}

/**
 * Values that satisfy `schema`: the requests a correct client sends. Files (`format: binary`) are not
 * JSON values and are left to the multipart builder.
 */
export function validValue(input: Schema): fc.Arbitrary<unknown> {
  const schema = flatten(input);
  if ('const' in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  if (Array.isArray(schema.type)) {
    return fc.oneof(...(schema.type as string[]).map((type) => validValue({ ...schema, type })));
  }
  // The contract's examples name things that exist (the USDT-IRT market): half the values reach them.
  if (Array.isArray(schema.examples) && schema.examples.length > 0 && schema.type !== 'object') {
    const { examples, ...rest } = schema;
    return fc.oneof(fc.constantFrom(...(examples as unknown[])), validValue(rest));
  }
  switch (schema.type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return integerValue(schema);
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'string':
      return schema.format === 'binary' ? fc.constant('') : stringValue(schema);
    case 'array': {
      const minLength = schema.minItems ?? 0;
      const maxLength = Math.min(schema.maxItems ?? minLength + 3, minLength + 3);
      return fc.array(validValue(schema.items ?? {}), { minLength, maxLength });
    }
    case 'object':
    case undefined: {
      if (!schema.properties) return schema.type === 'object' ? fc.constant({}) : fc.anything();
      const required = new Set<string>(schema.required ?? []);
      const model = Object.fromEntries(
        Object.entries(schema.properties as Record<string, Schema>).map(([key, value]) => [
          key,
          validValue(value),
        ]),
      );
      return fc
        .record(model, { requiredKeys: [...required] })
        .filter((value) => Object.keys(value).length >= (schema.minProperties ?? 0));
    }
    default:
      throw new Error(`no generator for schema type ${String(schema.type)}`);
  }
}
