import fc from 'fast-check';
import { coherent } from './coherentBodies.js';
import type { ContractOperation, Schema } from './contractOperations.js';
import { multipartBody, multipartType } from './multipartBody.js';
import { mutated } from './mutateValue.js';
import { validValue } from './schemaValues.js';

export interface GeneratedBody {
  payload?: string | Buffer;
  headers: Record<string, string>;
  notes: string[];
}

const JSON_TYPE = { 'content-type': 'application/json' };

/** Byte sequences that are not UTF-8: a stray continuation, a bad pair, an encoded surrogate, overlong '/'. */
const INVALID_UTF8 = [
  [0xff],
  [0x80],
  [0xc3, 0x28],
  [0xed, 0xa0, 0x80],
  [0xc0, 0xaf],
  [0xf8, 0x88, 0x80, 0x80, 0x80],
];

/** Puts invalid UTF-8 at the start of the `at`-th string of the JSON text (a key when no value is a string). */
function withInvalidUtf8(json: string, at: number, bytes: number[]): Buffer {
  const starts = [...json.matchAll(/:"/g)].map((m) => (m.index ?? 0) + 2);
  const keys = [...json.matchAll(/[{,]"/g)].map((m) => (m.index ?? 0) + 2);
  const spots = starts.length ? starts : keys;
  const spot = spots.length ? (spots[at % spots.length] as number) : json.length;
  const text = Buffer.from(json);
  const offset = Buffer.byteLength(json.slice(0, spot));
  return Buffer.concat([text.subarray(0, offset), Buffer.from(bytes), text.subarray(offset)]);
}

const BROKEN_JSON = [
  '',
  '{',
  '{"a":',
  '[',
  'nul',
  '{"a":1,}',
  "{'a':1}",
  '\uFEFF{}',
  '{"a":1}{"b":2}',
  '{"__proto__":{"x":1}}',
  '{"constructor":{"prototype":{"x":1}}}',
];
const NON_OBJECT_JSON = ['null', '[]', '[{}]', '"text"', '0', 'true', '1e999'];

/**
 * Arrays or objects nested thousands deep, as the whole body or as the value of a valid body's first field:
 * code that walks a body recursively once overflowed its stack on these and answered 500.
 */
function deeplyNested(value: unknown, depth: number, shape: 'array' | 'object'): string {
  const deep =
    shape === 'array'
      ? `${'['.repeat(depth)}${']'.repeat(depth)}`
      : `${'{"a":'.repeat(depth)}0${'}'.repeat(depth)}`;
  const first = value !== null && typeof value === 'object' ? Object.keys(value)[0] : undefined;
  if (first === undefined) return deep;
  const marker = '\u0000deep';
  return JSON.stringify({ ...(value as object), [first]: marker }).replace(JSON.stringify(marker), deep);
}

/** The same fields sent the way a JSON operation must refuse: as a form, as text, or without a type. */
function asOtherType(value: unknown, type: string): GeneratedBody {
  const fields = (
    value !== null && typeof value === 'object' ? Object.entries(value) : [['body', value]]
  ).map(([k, v]) => [String(k), typeof v === 'string' ? v : (JSON.stringify(v) ?? '')] as const);
  const text = fields.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
  switch (type) {
    case 'multipart':
      return {
        payload: multipartBody(fields.map(([name, v]) => ({ name, value: Buffer.from(v) }))),
        headers: { 'content-type': multipartType() },
        notes: ['multipart body on a JSON operation'],
      };
    case 'none':
      return { payload: JSON.stringify(value), headers: {}, notes: ['JSON without a content type'] };
    default:
      return {
        payload: text,
        headers: { 'content-type': type },
        notes: [`${type} body on a JSON operation`],
      };
  }
}

/** Bodies for a JSON operation: valid ones, mutated ones, broken JSON, invalid UTF-8, other media types. */
export function jsonBody(operationId: string, schema: Schema): fc.Arbitrary<GeneratedBody> {
  const valid = validValue(schema).map((value) => coherent(operationId, value));
  const json = (value: unknown, note: string): GeneratedBody =>
    value === undefined
      ? { headers: JSON_TYPE, notes: [`${note}: no body`] }
      : { payload: JSON.stringify(value), headers: JSON_TYPE, notes: [note] };
  return fc.oneof(
    { weight: 3, arbitrary: valid.map((value) => json(value, 'valid body')) },
    { weight: 8, arbitrary: mutated(valid).map((value) => json(value, 'mutated body')) },
    {
      weight: 1,
      arbitrary: fc.tuple(valid, fc.nat(), fc.constantFrom(...INVALID_UTF8)).map(([value, at, bytes]) => ({
        payload: withInvalidUtf8(JSON.stringify(value), at, bytes),
        headers: JSON_TYPE,
        notes: [`invalid UTF-8 ${bytes.map((b) => b.toString(16)).join(' ')} in a string`],
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(valid, fc.constantFrom(33, 5000, 20_000), fc.constantFrom('array' as const, 'object' as const))
        .map(([value, depth, shape]) => ({
          payload: deeplyNested(value, depth, shape),
          headers: JSON_TYPE,
          notes: [`${shape}s nested ${depth} deep`],
        })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...BROKEN_JSON, ...NON_OBJECT_JSON).map((text) => ({
        payload: text,
        headers: JSON_TYPE,
        notes: [`raw JSON text ${JSON.stringify(text)}`],
      })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          valid,
          fc.constantFrom(
            'multipart',
            'none',
            'text/plain',
            'application/x-www-form-urlencoded',
            'application/xml',
            'application/json; charset=latin1',
          ),
        )
        .map(([value, type]) => asOtherType(value, type)),
    },
  );
}

/** Operations without a request body: usually none, sometimes one they must not choke on. */
export function noBody(op: ContractOperation): fc.Arbitrary<GeneratedBody> {
  const none: GeneratedBody = { headers: {}, notes: [] };
  if (op.method === 'GET' || op.method === 'HEAD') return fc.constant(none);
  return fc.oneof(
    { weight: 8, arbitrary: fc.constant(none) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<GeneratedBody>(
        { payload: '{}', headers: JSON_TYPE, notes: ['empty JSON object on an operation without a body'] },
        { payload: '{', headers: JSON_TYPE, notes: ['broken JSON on an operation without a body'] },
        {
          payload: 'hello',
          headers: { 'content-type': 'text/plain' },
          notes: ['text on an operation without a body'],
        },
      ),
    },
  );
}
