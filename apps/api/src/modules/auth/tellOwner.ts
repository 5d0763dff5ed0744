import type { FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { withTransaction } from '../../db/transaction.js';
import { notify, type NotificationKind } from '../notifications/index.js';

/** Where a security notice leads: the profile, whose security part shows the factors and sessions. */
const SECURITY_LINK = '/profile';

/**
 * Tells the owner of a change to their account's security, in the app and by mail (the notification's
 * outbox), inside `trx` when the change has one so the notice exists exactly when the change does.
 */
export async function tellOwner(
  request: FastifyRequest,
  userId: string,
  kind: NotificationKind,
  params: Record<string, string> = {},
  trx?: Transaction<Database>,
): Promise<void> {
  const event = { userId, kind, params, link: SECURITY_LINK, at: request.server.core.now() };
  if (trx) await notify(trx, event);
  else await withTransaction(request.server.core.db, (own) => notify(own, event));
}
