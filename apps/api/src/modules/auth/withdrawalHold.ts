import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database, WithdrawalHoldReason } from '../../db/schema.js';
import { withTransaction } from '../../db/transaction.js';
import { securityTimes } from '../settings/index.js';
import { holdWithdrawals } from '../users/index.js';
import { tellOwner } from './tellOwner.js';

/**
 * Holds the person's withdrawals for the set time (the desk's `withdrawal_hold_hours`, 24 h) after a
 * risky change to their account, and tells the owner (in the app and by mail) in the same transaction:
 * whoever made the change, the money cannot leave before the owner has had a day to notice. Trading stays
 * open. `params` adds to what the notice says (a recovery code's `left`); `inTransaction`, the change's own.
 */
export async function holdWithdrawalsAfter(
  request: FastifyRequest,
  userId: string,
  reason: WithdrawalHoldReason,
  params: Record<string, string> = {},
  inTransaction?: Transaction<Database>,
): Promise<void> {
  const { db, now } = request.server.core;
  const hold = async (trx: Transaction<Database>) => {
    const seconds = (await securityTimes(trx)).withdrawalHoldSeconds;
    const until = new Date(now().getTime() + seconds * 1000);
    const hours = String(Math.round(seconds / 3600));
    await holdWithdrawals(trx, userId, { until, reason });
    await tellOwner(request, userId, reason, { hours, ...params }, trx);
  };
  await (inTransaction ? hold(inTransaction) : withTransaction(db, hold));
}
