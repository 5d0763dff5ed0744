import { describe, expect, it } from 'vitest';
import { defineModule } from '../../src/http/modules.js';
import type { OperationHandler } from '../../src/http/operation.js';

// The contract types every handler (src/http/operation.ts). These cases are checked by the type check
// (`tsc -p apps/api/test`): each `@ts-expect-error` fails the check when its line stops being an error, so a
// loosened type cannot pass unnoticed. The assertions run the same code, to show it is what a module writes.

const getOrder: OperationHandler<'getOrder'> = async (request) => {
  const id: number = request.params.id;
  // @ts-expect-error: getOrder takes no body
  void request.body.order_id;
  // @ts-expect-error: and has no `pair` in its path
  void request.params.pair;
  throw new Error(`order ${id} is not read in this probe`);
};

// @ts-expect-error: getOrder answers an Order, not any object
const answersSomethingElse: OperationHandler<'getOrder'> = async (request) => ({ id: request.params.id });

const buyOrder: OperationHandler<'buyOrder'> = async (request, reply) => {
  const quoteId: string = request.body.quote_id;
  // @ts-expect-error: buyOrder answers 201 and the contract's errors, never 200
  void reply.code(200);
  void quoteId;
  return undefined;
};

describe('operations typed from the contract', () => {
  it('refuses a misspelt operationId in a module', () => {
    const probe = defineModule('probe', () => ({
      // @ts-expect-error: 'getOrdr' is not an operation of openapi.yaml
      operations: { getOrdr: getOrder },
    }));
    expect(probe).toBeTypeOf('function');
  });

  it("refuses a handler under another operation's id", () => {
    const probe = defineModule('probe', () => ({
      // @ts-expect-error: getOrder answers an Order, getWalletTransaction a WalletTransaction
      operations: { getWalletTransaction: getOrder },
    }));
    expect(probe).toBeTypeOf('function');
  });

  it('takes a handler under its own id, with its jobs', () => {
    const probe = defineModule('probe', () => ({
      operations: { getOrder, buyOrder },
      jobs: { probe: async () => ({ stop: async () => undefined }) },
    }));
    expect(probe).toBeTypeOf('function');
    expect(answersSomethingElse).toBeTypeOf('function');
  });
});
