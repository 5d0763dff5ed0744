import type { FastifyInstance } from 'fastify';
import { invalidField } from '../../errors/DomainError.js';
import { withTransaction } from '../../db/transaction.js';
import type { OperationHandler } from '../../http/operation.js';
import { rateLimitHook } from '../../http/rateLimit.js';
import { freezeWithdrawalsByLink } from '../users/index.js';
import { deleteSessionsOfUser } from './sessions/sessionsRepository.js';

/**
 * POST /api/security/freeze-withdrawals: "this was not me" from a security mail, without signing in. The
 * link's token stops every withdrawal of its account at once and ends every session (whoever holds one
 * may be the intruder); an operator lifts the freeze. Limited per address like the emailed codes, although
 * a token is 32 random bytes: guessing one is not a way in.
 */
export function freezeWithdrawals(app: FastifyInstance): OperationHandler<'freezeWithdrawals'> {
  return {
    onRequest: rateLimitHook(app, 'freeze-ip', app.core.config.rateLimits.codeVerifyPerIp),
    handler: async (request) => {
      const { db, now } = request.server.core;
      const frozen = await withTransaction(db, async (trx) => {
        const done = await freezeWithdrawalsByLink(trx, request.body.token, now());
        if (done) await deleteSessionsOfUser(trx, done.userId);
        return done;
      });
      if (!frozen) throw invalidField('token', 'security.freezeLinkInvalid');
      return { frozen_at: frozen.frozenAt.toISOString() };
    },
  };
}
