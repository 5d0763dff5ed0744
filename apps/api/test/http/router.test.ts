import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import {
  CONTRACT_PATH,
  listUnimplementedOperations,
  operationIds,
  readContract,
} from '../../src/http/router.js';
import { buildTestApp, XHR, type TestContext } from '../helpers/buildTestApp.js';
import { expectMatchesContract } from '../helpers/contract.js';

// The live contract grows while the server catches up, so the 501 path is tested on a copy with one extra,
// certainly unimplemented operation.
const dir = mkdtempSync(join(tmpdir(), 'sarraf-spec-'));
const specPath = join(dir, 'openapi.yaml');
const spec = parse(readFileSync(CONTRACT_PATH, 'utf8'));
spec.paths['/api/test/not-yet'] = {
  post: {
    operationId: 'notYetImplemented',
    security: [],
    requestBody: {
      content: {
        'application/json': {
          schema: { type: 'object', additionalProperties: false, properties: { a: { type: 'string' } } },
        },
      },
    },
    responses: { '200': { description: 'ok' } },
  },
};
writeFileSync(specPath, stringify(spec));

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ specPath });
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('routes from the contract', () => {
  it('answers an operation without a handler with a translated 501', async () => {
    const fa = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/not-yet',
      headers: XHR,
      payload: { a: 'x' },
    });
    expect(fa.statusCode).toBe(501);
    expect(fa.json()).toEqual({ message: 'این قابلیت هنوز پیاده‌سازی نشده است.' });
    expectMatchesContract('login', 501, fa.json()); // the shared Error shape
    const en = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/not-yet',
      headers: { ...XHR, 'x-locale': 'en' },
      payload: {},
    });
    expect(en.json()).toEqual({ message: 'This feature is not implemented yet.' });
  });

  it('still validates the request of an unimplemented operation first', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/not-yet',
      headers: XHR,
      payload: { b: 1 },
    });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['b']);
  });

  it('lists the unimplemented operationIds', () => {
    const implemented = [...ctx.app.operations.keys()];
    const missing = listUnimplementedOperations(readContract(specPath), implemented);
    expect(missing).toContain('notYetImplemented');
    expect(missing).not.toContain('login');
    // Every handler a module returns is an operation of the contract (a typo would be a dead handler).
    expect(operationIds(readContract())).toEqual(expect.arrayContaining(implemented));
  });
});
