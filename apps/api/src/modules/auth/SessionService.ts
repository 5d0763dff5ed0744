import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionRepository } from './sessionRepository.js';

export const SESSION_COOKIE = 'sarraf_session';

export interface SessionOptions {
  idleSeconds: number;
  absoluteSeconds: number;
  now: () => Date;
}

export interface CurrentSession {
  userId: string;
  idHash: string;
}

function hashId(id: string): string {
  return createHash('sha256').update(id).digest('hex');
}

/**
 * Server-side sessions carried by an opaque cookie. Written here rather than taken from @fastify/session:
 * that plugin keeps the raw id as the store key and signs the cookie, while we want only a hash at rest,
 * idle plus absolute expiry decided against an injectable clock, and the store on Kysely.
 */
export class SessionService {
  constructor(
    private readonly repo: SessionRepository,
    private readonly options: SessionOptions,
  ) {}

  /** Starts a session with a brand-new id; the session the client came with (if any) is deleted. */
  async start(request: FastifyRequest, reply: FastifyReply, userId: string): Promise<void> {
    const previous = request.cookies[SESSION_COOKIE];
    if (previous) await this.repo.delete(hashId(previous));
    const id = randomBytes(32).toString('base64url');
    const now = this.options.now();
    await this.repo.deleteExpired(now);
    await this.repo.insert({
      id_hash: hashId(id),
      user_id: userId,
      created_at: now,
      last_seen_at: now,
      expires_at: new Date(now.getTime() + this.options.absoluteSeconds * 1000),
    });
    reply.setCookie(SESSION_COOKIE, id, {
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: request.protocol === 'https',
      maxAge: this.options.absoluteSeconds,
    });
  }

  /** The live session of this request, refreshing its idle timer; null when absent, idle or too old. */
  async current(request: FastifyRequest): Promise<CurrentSession | null> {
    const id = request.cookies[SESSION_COOKIE];
    if (!id) return null;
    const idHash = hashId(id);
    const row = await this.repo.find(idHash);
    if (!row) return null;
    const now = this.options.now();
    const idleDeadline = row.last_seen_at.getTime() + this.options.idleSeconds * 1000;
    if (now.getTime() >= row.expires_at.getTime() || now.getTime() >= idleDeadline) {
      await this.repo.delete(idHash);
      return null;
    }
    await this.repo.touch(idHash, now);
    return { userId: row.user_id, idHash };
  }

  /** Ends the user's sessions other than `keep` (all of them without it): after a password change. */
  async endOthers(userId: string, keep?: CurrentSession): Promise<void> {
    await this.repo.deleteForUser(userId, keep?.idHash);
  }

  /** Deletes the session row and clears the cookie, so the old cookie is refused from now on. */
  async end(request: FastifyRequest, reply: FastifyReply, session: CurrentSession): Promise<void> {
    await this.repo.delete(session.idHash);
    reply.clearCookie(SESSION_COOKIE, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
    });
  }
}
