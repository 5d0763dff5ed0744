import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { generateHOTP } from '@oslojs/otp';
import type { FastifyInstance } from 'fastify';
import { stepAt } from '../../src/modules/auth/secondFactor/totp.js';

/**
 * The tests' authenticator app: the keys of the accounts a test enrolled (or the seeded operator's), and the
 * last step each one used, so every code it hands out is one the server has not taken yet. Kept per
 * database (apps built on one database share their people), never in the server.
 */
interface Authenticator {
  secret: Uint8Array;
  lastStep: number | null;
}

interface Registry {
  byEmail: Map<string, Authenticator>;
  emailOfSession: Map<string, string>;
}

const registries = new WeakMap<object, Registry>();

function registryOf(app: FastifyInstance): Registry {
  const key = app.core.db;
  let registry = registries.get(key);
  if (!registry) {
    registry = { byEmail: new Map(), emailOfSession: new Map() };
    registries.set(key, registry);
  }
  return registry;
}

/** Remembers `email`'s authenticator key (base32 as printed, or the bytes). */
export function rememberAuthenticator(app: FastifyInstance, email: string, key: string | Uint8Array): void {
  const secret = typeof key === 'string' ? decodeBase32IgnorePadding(key) : key;
  registryOf(app).byEmail.set(email, { secret, lastStep: null });
}

/** Remembers whose session `cookie` is, so a fixture holding only the cookie can type its code. */
export function rememberSession(app: FastifyInstance, cookie: string, email: string): void {
  registryOf(app).emailOfSession.set(cookie, email);
}

export function hasAuthenticator(app: FastifyInstance, email: string): boolean {
  return registryOf(app).byEmail.has(email);
}

/**
 * The next code `email`'s app may type: a step the server has not taken, within its one step of drift. At a
 * test's frozen clock three codes are left per 30 s; with `clock` the helper moves it on by 30 s when they
 * are used up, as a person waits for the next code.
 */
export function nextCode(
  app: FastifyInstance,
  email: string,
  clock?: { advanceSeconds: (seconds: number) => void },
): string {
  const authenticator = registryOf(app).byEmail.get(email);
  if (!authenticator) throw new Error(`${email} has no authenticator app in this test`);
  let now = stepAt(app.core.now());
  let step = Math.max(now - 1, (authenticator.lastStep ?? -Infinity) + 1);
  if (step > now + 1) {
    if (!clock) throw new Error(`${email}'s codes of this moment are used: move the test clock on 30 s`);
    clock.advanceSeconds(30 * (step - now - 1));
    now = stepAt(app.core.now());
    step = Math.max(now - 1, authenticator.lastStep! + 1);
  }
  authenticator.lastStep = step;
  return generateHOTP(authenticator.secret, BigInt(step), 6);
}

/** The next code of the person whose session `cookie` is. */
export function nextCodeOfSession(
  app: FastifyInstance,
  cookie: string,
  clock?: { advanceSeconds: (seconds: number) => void },
): string {
  const email = registryOf(app).emailOfSession.get(cookie);
  if (!email) throw new Error('this session has no known authenticator app: enrol it first');
  return nextCode(app, email, clock);
}
