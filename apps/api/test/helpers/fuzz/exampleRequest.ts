import fc from 'fast-check';
import { FIXTURES } from '../multipart.js';
import type { ContractOperation, Schema } from './contractOperations.js';
import { multipartBody, multipartType, type FormPart } from './multipartBody.js';
import { validValue } from './schemaValues.js';

export interface ExampleRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const one = <T>(arbitrary: fc.Arbitrary<T>, seed: number): T =>
  fc.sample(arbitrary, { seed, numRuns: 1 })[0] as T;

/** A correct client's form: every field of the schema, files as real PNG/MP4/PDF bytes. */
function validForm(schema: Schema, seed: number): FormPart[] {
  const value = one(validValue(schema), seed) as Record<string, unknown>;
  const file = (name: string): FormPart => {
    const video = name.includes('video');
    return {
      name,
      value: video ? FIXTURES.mp4 : FIXTURES.png,
      filename: video ? 'video.mp4' : 'scan.png',
      contentType: video ? 'video/mp4' : 'image/png',
    };
  };
  const parts: FormPart[] = [];
  for (const [key, item] of Object.entries(value)) {
    const property = schema.properties?.[key] as Schema | undefined;
    if (Array.isArray(item) && property?.items?.properties) {
      item.forEach((entry, i) => {
        for (const [inner, innerValue] of Object.entries(entry as object)) {
          const name = `${key}[${i}][${inner}]`;
          parts.push(
            property.items.properties[inner]?.format === 'binary'
              ? file(name)
              : { name, value: Buffer.from(String(innerValue)) },
          );
        }
      });
    } else if (property?.format === 'binary') parts.push(file(key));
    else parts.push({ name: key, value: Buffer.from(String(item)) });
  }
  return parts;
}

/**
 * One request for `op`: `valid` as a correct client sends it (path and body from the schemas), `invalid`
 * with a body and query the contract refuses (an unknown field holding a NUL, a query value out of its
 * enum or range), to show which check comes first.
 */
export function exampleRequest(
  op: ContractOperation,
  variant: 'valid' | 'invalid',
  seed = 1,
): ExampleRequest {
  let url = op.path;
  for (const p of op.parameters.filter((p) => p.in === 'path'))
    url = url.replace(`{${p.name}}`, encodeURIComponent(String(one(validValue(p.schema), seed))));
  const query = op.parameters.filter((p) => p.in === 'query');
  if (variant === 'invalid' && query[0]) url += `?${query[0].name}=${encodeURIComponent('-1 \u2603')}`;
  const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest', 'x-locale': 'en' };
  if (!op.body) return { method: op.method, url, headers };
  if (op.body.mediaType === 'multipart/form-data') {
    const parts = validForm(op.body.schema, seed);
    if (variant === 'invalid') parts.push({ name: 'not_in_the_contract', value: Buffer.from('a\u0000b') });
    return {
      method: op.method,
      url,
      headers: { ...headers, 'content-type': multipartType() },
      payload: multipartBody(parts),
    };
  }
  const body =
    variant === 'valid'
      ? one(validValue(op.body.schema), seed)
      : { not_in_the_contract: 'a\u0000b', email: 7 };
  return {
    method: op.method,
    url,
    headers: { ...headers, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  };
}
