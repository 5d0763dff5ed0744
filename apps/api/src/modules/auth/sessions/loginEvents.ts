import { sql } from 'kysely';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/transaction.js';
import { deviceHashOf, isKnownDevice } from './deviceCookie.js';
import type { LoginOutcome } from './deviceTables.js';
import './deviceTables.js';

/** How long the login history keeps an attempt (the history shows 30 days). */
const KEPT_DAYS = 30;
const SHOWN = 200;

/** The request's browser and address, as a session or an attempt records them. */
export function clientOf(request: FastifyRequest): { user_agent: string | null; ip: string | null } {
  const agent = request.headers['user-agent'];
  return {
    user_agent: typeof agent === 'string' && agent ? agent.slice(0, 512) : null,
    ip: request.ip ? request.ip.slice(0, 64) : null,
  };
}

/**
 * Writes one attempt on the account into its login history; `newDevice` when known already (a sign-in that
 * just remembered the browser), otherwise read from the browser's device cookie.
 */
export async function recordLoginEvent(
  request: FastifyRequest,
  userId: string,
  outcome: LoginOutcome,
  newDevice?: boolean,
): Promise<void> {
  const { db, now } = request.server.core;
  const isNew = newDevice ?? !(await isKnownDevice(db, userId, deviceHashOf(request)));
  await db
    .insertInto('login_events')
    .values({ user_id: userId, at: now(), outcome, new_device: isNew, ...clientOf(request) })
    .execute();
}

/** The account's attempts of the last 30 days, newest first. */
export function recentLoginEvents(db: Db, userId: string, at: Date) {
  return db
    .selectFrom('login_events')
    .select(['at', 'outcome', 'user_agent', 'ip', 'new_device'])
    .where('user_id', '=', userId)
    .where('at', '>', new Date(at.getTime() - KEPT_DAYS * 24 * 60 * 60 * 1000))
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(SHOWN)
    .execute();
}

/** Forgets attempts older than the history shows (run with the sessions' clean-up). */
export async function deleteOldLoginEvents(db: Db, at: Date): Promise<void> {
  await db
    .deleteFrom('login_events')
    .where('at', '<', new Date(at.getTime() - KEPT_DAYS * 24 * 60 * 60 * 1000))
    .execute();
}

/** The sign-ins of `userIds` from a browser new to the account between `from` and `to` (risk signs). */
export function newDeviceSignInsBetween(
  db: Db,
  userIds: string[],
  from: Date,
  to: Date,
): Promise<{ user_id: string; at: Date }[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('login_events')
    .select([sql<string>`user_id::text`.as('user_id'), 'at'])
    .where('user_id', 'in', userIds as never[])
    .where('outcome', '=', 'signed_in')
    .where('new_device', '=', true)
    .where('at', '>=', from)
    .where('at', '<=', to)
    .execute();
}
