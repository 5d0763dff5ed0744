import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema.js';
import { runIdempotent } from '../db/idempotency.js';
import { signedIn } from './auth.js';
import type { OperationId } from './operation.js';

/** A JSON text of `value` with object keys sorted, so the same request always hashes the same. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export interface IdempotentWork<Body> {
  /** The operation, so one key cannot be replayed against another call. */
  operation: OperationId;
  /** What makes two requests the same one: by default the path parameters and the JSON body. */
  fingerprint?: unknown;
  /** The 2xx status of a first success. */
  status: number;
  /** Moves the money inside the key's transaction and returns the answer to store and send. */
  work: (trx: Transaction<Database>) => Promise<Body>;
  /** Runs when the answer is a stored one (`work` did not run): undo what the request did before it. */
  onReplay?: () => Promise<void>;
}

/**
 * Answers a money-moving request once per `Idempotency-Key` (openapi.yaml conventions): the first request
 * runs `work` and stores its answer in the same transaction; a repeat, even a concurrent one, gets that
 * answer again. The contract makes the header required, so the router refuses a request without it.
 */
export async function answerIdempotently<Body>(
  request: FastifyRequest,
  reply: FastifyReply,
  { operation, fingerprint, status, work, onReplay }: IdempotentWork<Body>,
): Promise<Body> {
  const key = String(request.headers['idempotency-key']);
  const sameRequest = fingerprint ?? { params: request.params, body: request.body };
  const requestHash = createHash('sha256').update(canonicalJson(sameRequest)).digest('hex');
  const answer = await runIdempotent(
    request.server.core.db,
    { userId: signedIn(request).user.id, key, operation, requestHash },
    async (trx) => ({ status, body: await work(trx) }),
  );
  if (answer.replayed) await onReplay?.();
  void reply.code(answer.status);
  return answer.body as Body;
}
