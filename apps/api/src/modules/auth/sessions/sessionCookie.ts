import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Auth } from '../../../http/auth.js';
import { rememberDevice } from './deviceCookie.js';
import { clientOf, deleteOldLoginEvents } from './loginEvents.js';
import {
  deleteExpiredSessions,
  deleteSession,
  deleteSessionsOfUser,
  findSessionWithUser,
  insertSession,
  touchSession,
} from './sessionsRepository.js';

export const SESSION_COOKIE = 'sarraf_session';

function hashId(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}

function cookieOptions(request: FastifyRequest) {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure: request.protocol === 'https' } as const;
}

/**
 * Server-side sessions carried by an opaque cookie. Written here rather than taken from @fastify/session:
 * that plugin keeps the raw id as the store key and signs the cookie, while we want only a hash at rest,
 * idle plus absolute expiry decided against an injectable clock, and the store in PostgreSQL so every
 * server instance sees the same sessions.
 */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<{ newDevice: boolean }> {
  const { db, now, config } = request.server.core;
  const previous = request.cookies[SESSION_COOKIE];
  if (previous) await deleteSession(db, hashId(previous));
  const id = randomBytes(32).toString('base64url');
  const at = now();
  await deleteExpiredSessions(db, at);
  await deleteOldLoginEvents(db, at);
  await insertSession(db, {
    id_hash: hashId(id),
    user_id: userId,
    created_at: at,
    last_seen_at: at,
    expires_at: new Date(at.getTime() + config.sessions.absoluteSeconds * 1000),
    ...clientOf(request),
  });
  reply.setCookie(SESSION_COOKIE, id, { ...cookieOptions(request), maxAge: config.sessions.absoluteSeconds });
  return { newDevice: await rememberDevice(request, reply, userId, at) };
}

/**
 * The live session of this request with its user; null when absent, idle or too old. The idle timer is
 * written at most once a `touchEverySeconds`, so a busy person's requests do not all queue on their row.
 */
export async function authenticate(request: FastifyRequest): Promise<Auth | null> {
  const id = request.cookies[SESSION_COOKIE];
  if (!id) return null;
  const { db, now, config } = request.server.core;
  const idHash = hashId(id);
  const row = await findSessionWithUser(db, idHash);
  if (!row) return null;
  const at = now().getTime();
  const idleDeadline = row.session_last_seen_at.getTime() + config.sessions.idleSeconds * 1000;
  if (at >= row.session_expires_at.getTime() || at >= idleDeadline) {
    await deleteSession(db, idHash);
    return null;
  }
  const touchEveryMs = config.sessions.touchEverySeconds * 1000;
  if (at - row.session_last_seen_at.getTime() >= touchEveryMs) {
    await touchSession(db, idHash, new Date(at), new Date(at - touchEveryMs));
  }
  const {
    session_last_seen_at: _seen,
    session_expires_at: _expires,
    second_factor_enabled_at: secondFactorAt,
    ...user
  } = row;
  return { sessionIdHash: idHash, user, hasSecondFactor: secondFactorAt !== null };
}

/** Ends the user's sessions other than `keep` (all of them without it): after a password change. */
export async function endOtherSessions(request: FastifyRequest, userId: string, keep?: Auth): Promise<void> {
  await deleteSessionsOfUser(request.server.core.db, userId, keep?.sessionIdHash);
}

/** Deletes the session row and clears the cookie, so the old cookie is refused from now on. */
export async function endSession(request: FastifyRequest, reply: FastifyReply, auth: Auth): Promise<void> {
  await deleteSession(request.server.core.db, auth.sessionIdHash);
  reply.clearCookie(SESSION_COOKIE, cookieOptions(request));
}
