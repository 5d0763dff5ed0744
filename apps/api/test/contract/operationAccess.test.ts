import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/i18n/messages.js';
import { buildTestApp, DEMO, loginAs, type TestContext } from '../helpers/buildTestApp.js';
import { contractProblems } from '../helpers/fuzz/contractAnswer.js';
import { contractOperations, type ContractOperation } from '../helpers/fuzz/contractOperations.js';
import { exampleRequest, type ExampleRequest } from '../helpers/fuzz/exampleRequest.js';

// Every operation is called anonymously and as a trader, with a correct request and with one whose body
// and query the contract refuses: who may call comes first, so the answer must not depend on the input.

let ctx: TestContext;
let trader: string;
beforeAll(async () => {
  ctx = await buildTestApp();
  trader = (await loginAs(ctx.app, DEMO)).cookie as string;
});
afterAll(async () => ctx?.close());

function send(request: ExampleRequest, cookie?: string): Promise<LightMyRequestResponse> {
  return ctx.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: request.headers,
    ...(request.payload !== undefined ? { payload: request.payload } : {}),
    ...(cookie ? { cookies: { sarraf_session: cookie } } : {}),
  });
}

const summary = (op: ContractOperation, variant: string, response: LightMyRequestResponse) =>
  `${op.operationId} (${variant} request) answered ${response.statusCode} ${response.body.slice(0, 300)}`;

/** The trader's requests must not end the shared session: logout gets a login of its own. */
async function traderCookieFor(op: ContractOperation): Promise<string> {
  return op.operationId === 'logout' ? ((await loginAs(ctx.app, DEMO)).cookie as string) : trader;
}

const operations = contractOperations();

describe('who may call an operation comes from its contract, before its input is read', () => {
  for (const op of operations) {
    const name = `${op.operationId} (${op.method} ${op.path})`;
    if (op.access === 'public') {
      it(`${name} is public: an anonymous call is never asked to log in`, async () => {
        for (const variant of ['valid', 'invalid'] as const) {
          const response = await send(exampleRequest(op, variant));
          expect(response.statusCode, summary(op, variant, response)).not.toBe(401);
          if (response.statusCode !== 501)
            expect(contractProblems(op, response), summary(op, variant, response)).toEqual([]);
        }
      });
      continue;
    }

    it(`${name} answers an anonymous call 401 whatever its body`, async () => {
      for (const variant of ['valid', 'invalid'] as const) {
        const response = await send(exampleRequest(op, variant));
        expect(response.statusCode, summary(op, variant, response)).toBe(401);
        expect(response.json(), summary(op, variant, response)).toEqual({
          message: messages.en['error.unauthenticated'],
        });
        expect(op.statuses, `${op.operationId} must declare its 401`).toContain(401);
      }
    });

    if (op.access === 'admin') {
      it(`${name} answers a trader 403 whatever its body`, async () => {
        for (const variant of ['valid', 'invalid'] as const) {
          const response = await send(exampleRequest(op, variant), trader);
          expect(response.statusCode, summary(op, variant, response)).toBe(403);
          expect(response.json(), summary(op, variant, response)).toEqual({
            message: messages.en['error.forbidden'],
          });
          expect(op.statuses, `${op.operationId} must declare its 403`).toContain(403);
        }
      });
    } else {
      it(`${name} lets a trader in (no 401, no role refusal)`, async () => {
        // The refused variant when there is one, so the call changes nothing; else the plain call.
        const variant = op.body || op.parameters.some((p) => p.in === 'query') ? 'invalid' : 'valid';
        const response = await send(exampleRequest(op, variant), await traderCookieFor(op));
        expect(response.statusCode, summary(op, variant, response)).not.toBe(401);
        if (response.statusCode === 403)
          expect(response.json().message, summary(op, variant, response)).not.toBe(
            messages.en['error.forbidden'],
          );
        if (response.statusCode !== 501)
          expect(contractProblems(op, response), summary(op, variant, response)).toEqual([]);
      });
    }
  }
});
