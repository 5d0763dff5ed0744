import type { FastifyInstance, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Selectable } from 'kysely';
import type { UsersTable } from '../db/schema.js';
import { DomainError } from '../errors/DomainError.js';

/** Who is calling: their live session and their user row, read together in one query. */
export interface Auth {
  sessionIdHash: string;
  user: Selectable<UsersTable>;
  /** Whether the person has a confirmed second factor (then their login asked for it). */
  hasSecondFactor: boolean;
}

/** Finds the request's live session (and refreshes it); null when there is none. */
export type Authenticator = (request: FastifyRequest) => Promise<Auth | null>;

export type AccessRule =
  { kind: 'public' } | { kind: 'session'; role: string | undefined; allowedDuringPasswordChange: boolean };

declare module 'fastify' {
  interface FastifyInstance {
    /** Provided by the module that owns sessions (auth); the router asks it for every protected call. */
    authenticator: { authenticate: Authenticator };
  }
  interface FastifyRequest {
    /** The caller of a protected operation, set by the router before the handler runs; null on public ones. */
    auth: Auth | null;
  }
}

/** Declares the slot the sessions module fills, so the router can depend on it by name. */
export const authenticatorPlugin = fp(
  async (app) => {
    app.decorate('authenticator', {
      authenticate: async () => {
        throw new Error('no module provides authentication');
      },
    });
    app.decorateRequest('auth', null);
  },
  { name: 'authenticator' },
);

/** The access check of one protected operation (see `accessRuleOf`). */
export function authHook(
  app: FastifyInstance,
  rule: Extract<AccessRule, { kind: 'session' }>,
): onRequestAsyncHookHandler {
  return async function requireAccess(request) {
    const auth = await app.authenticator.authenticate(request);
    if (!auth) throw new DomainError('unauthenticated', 'error.unauthenticated');
    if (rule.role !== undefined && auth.user.role !== rule.role) {
      throw new DomainError('forbidden', 'error.forbidden');
    }
    // An account made by sign-up has no password until its owner sets one: until then it may only do that.
    const mustSetPassword = auth.user.must_change_password || auth.user.password_hash === null;
    if (mustSetPassword && !rule.allowedDuringPasswordChange) {
      throw new DomainError('forbidden', 'auth.passwordChangeRequired');
    }
    // The back office moves everyone's money: a password alone never opens it.
    if (rule.role === 'admin' && !auth.hasSecondFactor) {
      throw new DomainError('forbidden', 'secondFactor.requiredForDesk');
    }
    request.auth = auth;
  };
}

/** The caller of a protected operation. Only a handler behind the router's access check may ask. */
export function signedIn(request: FastifyRequest): Auth {
  if (!request.auth)
    throw new Error(`${request.routeOptions.url} is public in the contract but reads the caller`);
  return request.auth;
}
