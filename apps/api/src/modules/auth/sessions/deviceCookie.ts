import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../../../db/transaction.js';
import './deviceTables.js';

/** The browser's long-lived mark: set at a sign-in, it tells a browser seen before from a new one. */
export const DEVICE_COOKIE = 'sarraf_device';
/** Browsers keep a cookie at most 400 days (RFC 6265bis); it is set again at every sign-in. */
const DEVICE_COOKIE_SECONDS = 400 * 24 * 60 * 60;

const hashOf = (value: string) => createHash('sha256').update(value).digest('hex');

/** The hash of the browser's device cookie, or undefined when it has none (or a malformed one). */
export function deviceHashOf(request: FastifyRequest): string | undefined {
  const value = request.cookies[DEVICE_COOKIE];
  return value && /^[A-Za-z0-9_-]{43}$/.test(value) ? hashOf(value) : undefined;
}

/** Whether this browser signed in to the account before (it carries a device cookie the account knows). */
export async function isKnownDevice(
  db: Db,
  userId: string,
  deviceHash: string | undefined,
): Promise<boolean> {
  if (!deviceHash) return false;
  const known = await db
    .selectFrom('known_devices')
    .select('user_id')
    .where('user_id', '=', userId)
    .where('device_hash', '=', deviceHash)
    .executeTakeFirst();
  return known !== undefined;
}

/**
 * At a sign-in: the browser keeps (or gets) its device cookie, and the account remembers it. Answers whether
 * the browser was new to the account.
 */
export async function rememberDevice(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
  at: Date,
): Promise<boolean> {
  const { db } = request.server.core;
  let value = request.cookies[DEVICE_COOKIE];
  if (!value || !/^[A-Za-z0-9_-]{43}$/.test(value)) value = randomBytes(32).toString('base64url');
  const deviceHash = hashOf(value);
  const wasKnown = await isKnownDevice(db, userId, deviceHash);
  await sql`
    INSERT INTO known_devices (user_id, device_hash, first_seen_at, last_seen_at)
    VALUES (${userId}, ${deviceHash}, ${at}, ${at})
    ON CONFLICT (user_id, device_hash) DO UPDATE SET last_seen_at = GREATEST(known_devices.last_seen_at, EXCLUDED.last_seen_at)`.execute(
    db,
  );
  reply.setCookie(DEVICE_COOKIE, value, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: request.protocol === 'https',
    maxAge: DEVICE_COOKIE_SECONDS,
  });
  return !wasKnown;
}
