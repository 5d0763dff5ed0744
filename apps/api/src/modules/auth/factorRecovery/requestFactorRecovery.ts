import type { FastifyInstance } from 'fastify';
import { withTransaction } from '../../../db/transaction.js';
import { DomainError, invalidField, invalidFields } from '../../../errors/DomainError.js';
import { sqlStateOf } from '../../../errors/sqlState.js';
import type { OperationHandler } from '../../../http/operation.js';
import { rateLimitHook } from '../../../http/rateLimit.js';
import { addFile, videoRule, withMultipartForm } from '../../files/index.js';
import { lockUser } from '../../users/index.js';
import { endPendingLogin, pendingLoginOf } from '../secondFactor/pendingLogin.js';
import { tellOwner } from '../tellOwner.js';
import { hasPendingRecovery, insertRecoveryRequest } from './factorRecoveryRepository.js';

const NOTE_MAX = 500;

const alreadyPending = () => new DomainError('conflict', 'factorRecovery.alreadyPending');

/**
 * POST /api/auth/login/factor-recovery: from the login's second step, a person who lost their app and their
 * recovery codes sends a new live video for the desk to compare with their verified one. The pending login
 * (a right password, minutes ago) is the only proof asked here: the desk's review is the check, and the
 * owner is mailed at once, so a thief holding the password alone gets a mail to the owner, not a factor.
 */
export function requestFactorRecovery(app: FastifyInstance): OperationHandler<'requestFactorRecovery'> {
  return {
    onRequest: rateLimitHook(app, 'login-ip', app.core.config.rateLimits.loginPerIp),
    handler: async (request, reply) => {
      const { db, now, config } = request.server.core;
      const pending = await pendingLoginOf(request);
      if (!pending) throw new DomainError('conflict', 'auth.secondFactorExpired');
      // Said before 50 MB arrive.
      if (await hasPendingRecovery(db, pending.user_id)) throw alreadyPending();
      const sent = await withMultipartForm(
        request,
        config.uploadDir,
        {
          isField: (name) => name === 'note',
          fileRule: (name) => (name === 'live_video' ? videoRule(config.uploads) : undefined),
        },
        async ({ fields, files }) => {
          const video = files.live_video;
          if (!video) throw invalidFields({ live_video: ['validation.required'] });
          const note = fields.note?.trim() || null;
          if (note && [...note].length > NOTE_MAX)
            throw invalidField('note', 'validation.maxLength', { limit: NOTE_MAX });
          const at = now();
          try {
            return await withTransaction(db, async (trx) => {
              // One request at a time per person, on every process: the person's row is the lock.
              await lockUser(trx, pending.user_id);
              if (await hasPendingRecovery(trx, pending.user_id)) throw alreadyPending();
              const videoFileId = await addFile(trx, pending.user_id, video, at);
              const row = await insertRecoveryRequest(trx, {
                userId: pending.user_id,
                videoFileId,
                note,
                at,
              });
              await tellOwner(request, pending.user_id, 'factor_recovery_requested', {}, trx);
              return row;
            });
          } catch (error) {
            if (sqlStateOf(error) === '23505') throw alreadyPending();
            throw error;
          }
        },
      );
      await endPendingLogin(request, reply, pending.token_hash);
      return reply.code(201).send({
        id: Number(sent.id),
        status: sent.status,
        created_at: sent.created_at.toISOString(),
      });
    },
  };
}
