import { sql, type Kysely, type Transaction } from 'kysely';
import { invalidField } from '../errors/DomainError.js';
import type { Database } from './schema.js';
import { withTransaction } from './transaction.js';

export interface IdempotencyRequest {
  userId: string;
  /** The client's Idempotency-Key, unique per person. */
  key: string;
  /** The operation it was sent to (an operationId). */
  operation: string;
  /** A digest of what was asked (the parsed body), so a reused key with other content is noticed. */
  requestHash: string;
}

export interface IdempotentWorkResult {
  status: number;
  body: unknown;
}

export interface IdempotentAnswer extends IdempotentWorkResult {
  /** True when this is the stored answer of an earlier request with the same key. */
  replayed: boolean;
}

/**
 * Runs `work` at most once per (person, key), and answers every repeat with the first answer.
 *
 * One `withTransaction`: the key is inserted first (ON CONFLICT DO NOTHING), then `work` runs on the same
 * transaction and its answer is stored with the key before the commit. A concurrent request with the same
 * key waits on the key's unique index until the first commits, then finds the stored answer. The answer is
 * returned as stored (jsonb), so the first caller and every repeat get the very same body.
 *
 * When `work` throws (a DomainError such as insufficient balance, or anything else), the whole transaction
 * rolls back and leaves no key: the request did nothing, so trying it again with the same key runs it again
 * (it may pass once the balance allows). Storing refusals would make a retry repeat an answer that no
 * longer holds.
 *
 * The same key with another operation or request hash is refused with a 422 (`idempotency.keyReused`).
 */
export async function runIdempotent(
  db: Kysely<Database>,
  request: IdempotencyRequest,
  work: (trx: Transaction<Database>) => Promise<IdempotentWorkResult>,
): Promise<IdempotentAnswer> {
  return withTransaction(db, async (trx) => {
    const claimed = await sql<{ key: string }>`
      INSERT INTO idempotency_keys (user_id, key, operation, request_hash)
      VALUES (${request.userId}, ${request.key}, ${request.operation}, ${request.requestHash})
      ON CONFLICT DO NOTHING
      RETURNING key`.execute(trx);
    if (claimed.rows.length === 0) return storedAnswer(trx, request);

    const result = await work(trx);
    const saved = await trx
      .updateTable('idempotency_keys')
      .set({ status: result.status, body: JSON.stringify(result.body ?? null) })
      .where('user_id', '=', request.userId)
      .where('key', '=', request.key)
      .returning(['status', 'body'])
      .executeTakeFirstOrThrow();
    return { status: saved.status!, body: saved.body, replayed: false };
  });
}

async function storedAnswer(
  trx: Transaction<Database>,
  request: IdempotencyRequest,
): Promise<IdempotentAnswer> {
  const stored = await trx
    .selectFrom('idempotency_keys')
    .select(['operation', 'request_hash', 'status', 'body'])
    .where('user_id', '=', request.userId)
    .where('key', '=', request.key)
    .executeTakeFirstOrThrow();
  if (stored.operation !== request.operation || stored.request_hash !== request.requestHash) {
    throw invalidField('idempotency_key', 'idempotency.keyReused');
  }
  // The INSERT above waited for the key's transaction to end, and under READ COMMITTED this statement sees
  // its commit; only a stronger isolation level could show the key without its answer.
  if (stored.status === null) throw new Error('idempotency key without an answer: use READ COMMITTED');
  return { status: stored.status, body: stored.body, replayed: true };
}
