import fc from 'fast-check';
import type { ContractOperation, Parameter } from './contractOperations.js';
import { jsonBody, noBody, type GeneratedBody } from './jsonBodies.js';
import { multipartRequestBody } from './multipartBodies.js';
import { oddKey, oddString, oddUrlValue } from './oddValues.js';
import { validValue } from './schemaValues.js';

/** One generated request, ready for `app.inject`, plus what was done to it (for the failure report). */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  remoteAddress: string;
  notes: string[];
}

/** Stays under the URL length guard: a 414 is the answer to a URL, not to the operation. */
export const MAX_FUZZ_URL = 2000;

type UrlPiece = { encoded: string; note?: string };

/** Percent-encodes any text; a lone surrogate (which has no UTF-8) goes as U+FFFD, as a browser sends it. */
const encode = (text: string): string => encodeURIComponent(Buffer.from(text).toString());

function urlValue(parameter: Parameter): fc.Arbitrary<UrlPiece> {
  const valid = validValue(parameter.schema).map((value) => ({ encoded: encode(String(value)) }));
  const odd = oddUrlValue.map((value) =>
    'raw' in value
      ? { encoded: value.raw, note: `${parameter.name}=${value.raw} (raw)` }
      : { encoded: encode(value.text), note: `${parameter.name}=${JSON.stringify(value.text)}` },
  );
  return fc.oneof({ weight: 3, arbitrary: valid }, { weight: 2, arbitrary: odd });
}

function pathPart(op: ContractOperation): fc.Arbitrary<{ path: string; notes: string[] }> {
  const params = op.parameters.filter((p) => p.in === 'path');
  return fc.tuple(...params.map(urlValue)).map((values) => {
    let path = op.path;
    const notes: string[] = [];
    params.forEach((p, i) => {
      const value = values[i] as UrlPiece;
      path = path.replace(`{${p.name}}`, value.encoded || '_');
      if (value.note) notes.push(value.note);
    });
    return { path, notes };
  });
}

function queryPart(op: ContractOperation): fc.Arbitrary<{ query: string; notes: string[] }> {
  const params = op.parameters.filter((p) => p.in === 'query');
  const each = params.map((p) =>
    fc.oneof(
      { weight: 2, arbitrary: fc.constant<UrlPiece[]>([]) },
      { weight: 3, arbitrary: urlValue(p).map((v) => [v]) },
      // `?page=1&page=2`: the value arrives as an array.
      { weight: 1, arbitrary: fc.tuple(urlValue(p), urlValue(p)).map(([a, b]) => [a, b]) },
    ),
  );
  const unknown = fc.option(fc.tuple(oddKey, oddString), { nil: undefined, freq: 4 });
  return fc.tuple(fc.tuple(...each), unknown).map(([values, extra]) => {
    const pairs: string[] = [];
    const notes: string[] = [];
    params.forEach((p, i) => {
      for (const value of values[i] as UrlPiece[]) {
        pairs.push(`${encode(p.name)}=${value.encoded}`);
        if (value.note) notes.push(value.note);
      }
    });
    if (extra) {
      pairs.push(`${encode(extra[0])}=${encode(extra[1])}`);
      notes.push(`unknown query ${JSON.stringify(extra[0])}`);
    }
    return { query: pairs.length ? `?${pairs.join('&')}` : '', notes };
  });
}

const locale = fc.constantFrom<string | undefined>('fa', 'en', 'en', undefined, 'de', 'EN', '');

function bodyPart(op: ContractOperation): fc.Arbitrary<GeneratedBody> {
  if (!op.body) return noBody(op);
  if (op.body.mediaType === 'multipart/form-data') return multipartRequestBody(op.body.schema);
  return jsonBody(op.operationId, op.body.schema);
}

/** Requests for `op`: its parameters and body generated from its schemas, then mutated. */
export function fuzzRequest(op: ContractOperation): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      path: pathPart(op),
      query: queryPart(op),
      body: bodyPart(op),
      locale,
      remoteAddress: fc.ipV4(),
    })
    .map(({ path, query, body, locale: xLocale, remoteAddress }) => {
      const headers: Record<string, string> = { 'x-requested-with': 'XMLHttpRequest', ...body.headers };
      if (xLocale !== undefined) headers['x-locale'] = xLocale;
      return {
        method: op.method,
        url: `${path.path}${query.query}`,
        headers,
        ...(body.payload !== undefined ? { payload: body.payload } : {}),
        remoteAddress,
        notes: [...path.notes, ...query.notes, ...body.notes],
      };
    })
    .filter((request) => request.url.length <= MAX_FUZZ_URL);
}

/** The request as a person reads it in a failure report (long payloads cut). */
export function describeRequest(request: FuzzRequest): string {
  const payload =
    request.payload === undefined
      ? '(no body)'
      : Buffer.isBuffer(request.payload)
        ? `${request.payload.length} bytes: ${JSON.stringify(request.payload.subarray(0, 600).toString('latin1'))}`
        : `${request.payload.length} chars: ${request.payload.slice(0, 600)}`;
  return [
    `${request.method} ${request.url.slice(0, 300)}`,
    `headers ${JSON.stringify(request.headers)}`,
    `body ${payload}`,
    `mutations: ${request.notes.join('; ') || 'none'}`,
  ].join('\n');
}
