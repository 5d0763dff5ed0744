import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import './secondFactorTables.js';

export const PENDING_LOGIN_COOKIE = 'sarraf_pending_login';
const COOKIE_PATH = '/api/auth/login';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

function cookieOptions(request: FastifyRequest) {
  // Sent only to the login calls; strict, since the second step never comes from another site.
  return {
    httpOnly: true,
    sameSite: 'strict',
    path: COOKIE_PATH,
    secure: request.protocol === 'https',
  } as const;
}

/**
 * The step between a right password and the second factor: a random token in a cookie, its hash in the
 * database (so every process knows it), good for `pendingLoginSeconds`. No session exists yet.
 */
export async function startPendingLogin(
  request: FastifyRequest,
  reply: FastifyReply,
  user: { id: string; email: string },
): Promise<void> {
  const { db, now, config } = request.server.core;
  const at = now();
  const token = randomBytes(32).toString('base64url');
  await db.deleteFrom('pending_logins').where('expires_at', '<=', at).execute();
  await db
    .insertInto('pending_logins')
    .values({
      token_hash: hashOf(token),
      user_id: user.id,
      email: user.email,
      created_at: at,
      expires_at: new Date(at.getTime() + config.secondFactor.pendingLoginSeconds * 1000),
    })
    .execute();
  reply.setCookie(PENDING_LOGIN_COOKIE, token, {
    ...cookieOptions(request),
    maxAge: config.secondFactor.pendingLoginSeconds,
  });
}

/** The live pending login of this request (its person), or undefined when there is none or it ran out. */
export async function pendingLoginOf(request: FastifyRequest) {
  const token = request.cookies[PENDING_LOGIN_COOKIE];
  if (!token) return undefined;
  const { db, now } = request.server.core;
  return db
    .selectFrom('pending_logins')
    .select(['token_hash', 'user_id', 'email'])
    .where('token_hash', '=', hashOf(token))
    .where('expires_at', '>', now())
    .executeTakeFirst();
}

/** The pending login is spent: gone from the database and the browser. */
export async function endPendingLogin(request: FastifyRequest, reply: FastifyReply, tokenHash: string) {
  await request.server.core.db.deleteFrom('pending_logins').where('token_hash', '=', tokenHash).execute();
  reply.clearCookie(PENDING_LOGIN_COOKIE, cookieOptions(request));
}
