import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { DEMO, loginAs, type TestContext } from '../buildTestApp.js';
import type { Access } from './contractOperations.js';

export const ADMIN = { email: 'admin@example.com', password: 'sarraf-admin' } as const;

/** A session cookie per role of the contract, logged in once per file. */
export interface RoleSessions {
  user: string;
  admin: string;
}

async function cookieOf(ctx: TestContext, credentials: { email: string; password: string }): Promise<string> {
  const { response, cookie } = await loginAs(ctx.app, credentials);
  if (response.statusCode !== 200 || !cookie) throw new Error(`cannot log in as ${credentials.email}`);
  return cookie;
}

export async function loginRoles(ctx: TestContext): Promise<RoleSessions> {
  return { user: await cookieOf(ctx, DEMO), admin: await cookieOf(ctx, ADMIN) };
}

/** The cookie an operation is called with: none for public operations, else the role it asks for. */
export function cookieFor(access: Access, sessions: RoleSessions): string | undefined {
  return access === 'public' ? undefined : sessions[access];
}

/**
 * One more session of an existing account, written straight into the sessions table (the cookie carries
 * the id, the table its SHA-256). A login per session would cost a captcha and an argon2 hash: the fuzz of
 * logout ends a session on almost every request.
 */
export async function extraSession(ctx: TestContext, email: string): Promise<string> {
  const id = randomBytes(32).toString('base64url');
  const now = ctx.clock.now();
  const expires = new Date(now.getTime() + 60 * 60 * 1000);
  const inserted = await sql`
    INSERT INTO sessions (id_hash, user_id, created_at, last_seen_at, expires_at)
    SELECT ${createHash('sha256').update(id).digest('hex')}, id, ${now}, ${now}, ${expires}
    FROM users WHERE email = ${email}`.execute(ctx.db.db);
  if (inserted.numAffectedRows !== 1n) throw new Error(`no account ${email}`);
  return id;
}

export { DEMO };
