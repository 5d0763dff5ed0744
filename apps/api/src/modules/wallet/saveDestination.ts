import type { FastifyRequest } from 'fastify';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { withTransaction } from '../../db/transaction.js';
import { signedIn } from '../../http/auth.js';
import { takeMoneyCode, withCodeAttempt, type MoneyFactor } from '../auth/index.js';
import { notify } from '../notifications/index.js';
import { secureModeAt, type SecureModeColumns } from '../users/index.js';

/** `RETURNING` of an upsert: whether the row is new (xmax is 0 only for a row this statement inserted). */
export const insertedNow = sql<boolean>`(xmax = 0)`.as('inserted_now');

/**
 * The one path of saving a withdrawal destination (IBAN or address). While secure-withdrawal mode is in
 * force, saving needs the authenticator app's code, counted in the login lockout and taken in the save's
 * transaction: a stolen session cannot add its own destination. A destination new to the account tells the
 * owner (in the app and by a security mail with its "this was not me" link) in the same transaction;
 * saving one again changes its name or label quietly.
 */
export async function saveDestination<Row extends { inserted_now: boolean }>(
  request: FastifyRequest & { body: MoneyFactor },
  notice: { destination: string; link: string },
  save: (trx: Transaction<Database>, at: Date) => Promise<Row>,
): Promise<Row> {
  const { user } = signedIn(request);
  const { db, now } = request.server.core;
  const needsCode = secureModeAt(user, now()).isOn;
  const run = () =>
    withTransaction(db, async (trx) => {
      if (needsCode) await takeMoneyCode(trx, request, user.id, request.body);
      const at = now();
      const row = await save(trx, at);
      if (row.inserted_now) {
        const params = { destination: notice.destination };
        await notify(trx, { userId: user.id, kind: 'destination_saved', params, link: notice.link, at });
      }
      return row;
    });
  return needsCode ? withCodeAttempt(request, run) : run();
}

/**
 * When a withdrawal may first go to a destination saved at `savedAt`: while the mode is in force, after the
 * mode's wait; null when the mode is off (any destination may be used).
 */
export function usableAtOf(
  savedAt: Date,
  mode: SecureModeColumns,
  at: Date,
  waitSeconds: number,
): string | null {
  if (!secureModeAt(mode, at).isOn) return null;
  return new Date(savedAt.getTime() + waitSeconds * 1000).toISOString();
}
