import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule, { type FormatsPlugin } from 'ajv-formats';
import { expect } from 'vitest';
import { CONTRACT_PATH, readContract } from '../../src/http/router.js';

// ajv-formats is CommonJS; its default export arrives wrapped under ESM.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as unknown as FormatsPlugin;

type Json = Record<string, any>;

const spec = readContract(CONTRACT_PATH) as Json;
const ajv = new Ajv2020({ strict: false, allErrors: true, validateSchema: false });
addFormats(ajv);
ajv.addSchema(spec, 'contract');

function pointer(...parts: string[]): string {
  return parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');
}

function findOperation(operationId: string): { path: string; method: string; op: Json } {
  for (const [path, item] of Object.entries(spec.paths as Json)) {
    for (const [method, op] of Object.entries(item as Json)) {
      if ((op as Json)?.operationId === operationId) return { path, method, op: op as Json };
    }
  }
  throw new Error(`no operation ${operationId} in the contract`);
}

/**
 * Asserts that a JSON body matches the contract's response schema for the operation and status. A 4xx/5xx
 * the operation does not list (404, 413, 415, 501...) must still be the contract's `Error`, its stated
 * convention for every error body; an unlisted success status fails.
 */
export function expectMatchesContract(operationId: string, status: number, body: unknown): void {
  const { path, method, op } = findOperation(operationId);
  let ref: string;
  let response = op.responses?.[String(status)] as Json | undefined;
  if (response) {
    let base = `contract#/${pointer('paths', path, method, 'responses', String(status))}`;
    if (typeof response.$ref === 'string') {
      base = `contract${response.$ref}`;
      const name = response.$ref.split('/').at(-1) as string;
      response = spec.components.responses[name] as Json;
    }
    if (!response.content?.['application/json'])
      throw new Error(`${operationId} ${status} declares no JSON body`);
    ref = `${base}/content/application~1json/schema`;
  } else if (status >= 400) {
    ref = 'contract#/components/schemas/Error';
  } else {
    throw new Error(`${operationId} does not declare status ${status}`);
  }
  const validate = ajv.getSchema(ref) ?? ajv.compile({ $ref: ref });
  const valid = validate(body);
  expect(
    valid,
    `${operationId} ${status} body ${JSON.stringify(body)}: ${ajv.errorsText(validate.errors)}`,
  ).toBe(true);
}
