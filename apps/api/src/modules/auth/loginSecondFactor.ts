import type { FastifyInstance } from 'fastify';
import { DomainError } from '../../errors/DomainError.js';
import type { OperationHandler } from '../../http/operation.js';
import { rateLimitHook } from '../../http/rateLimit.js';
import { waitMessage } from '../../i18n/translate.js';
import { findUserById } from '../users/index.js';
import { clearLoginFailures, recordLoginFailure, reserveLoginAttempt } from './lockout/loginLockout.js';
import { endPendingLogin, pendingLoginOf } from './secondFactor/pendingLogin.js';
import { checkSecondFactor } from './secondFactor/checkSecondFactor.js';
import { recordLoginEvent } from './sessions/loginEvents.js';
import { startSession } from './sessions/sessionCookie.js';
import { signedInDestination } from './signedInDestination.js';
import { holdWithdrawalsAfter } from './withdrawalHold.js';
import { recoveryCodesLeft } from './secondFactor/secondFactorRepository.js';
import { deviceParams } from './sessions/describeDevice.js';
import { tellOwner } from './tellOwner.js';

/**
 * POST /api/auth/login/second-factor: the code (or a recovery code) after the right password. Counted in the
 * email's lockout before it is checked, as a password is; the session starts only when it is right.
 */
export function loginSecondFactor(app: FastifyInstance): OperationHandler<'loginSecondFactor'> {
  return {
    onRequest: rateLimitHook(app, 'login-ip', app.core.config.rateLimits.loginPerIp),
    handler: async (request, reply) => {
      const { db, now, config } = request.server.core;
      const pending = await pendingLoginOf(request);
      if (!pending) throw new DomainError('conflict', 'auth.secondFactorExpired');
      const lockedFor = await reserveLoginAttempt(db, config.lockout, pending.email, now());
      if (lockedFor > 0) {
        await recordLoginEvent(request, pending.user_id, 'locked');
        const wait = waitMessage(lockedFor, {
          seconds: 'auth.lockedOutOneMinute',
          minutes: 'auth.lockedOut',
        });
        throw new DomainError('rateLimited', wait.key, { params: wait.params, retryAfterSeconds: lockedFor });
      }
      const problem = await checkSecondFactor(request, pending.user_id, request.body);
      if (problem) {
        await recordLoginFailure(db, config.lockout, pending.email, now());
        await recordLoginEvent(request, pending.user_id, 'wrong_code');
        throw problem;
      }
      const user = await findUserById(db, pending.user_id);
      if (!user) throw new DomainError('conflict', 'auth.secondFactorExpired');
      await clearLoginFailures(db, pending.email);
      // A recovery code means the app was not at hand: the owner's, or someone's who found the codes.
      if (request.body.recovery_code?.trim()) {
        const left = String(await recoveryCodesLeft(db, user.id));
        await holdWithdrawalsAfter(request, user.id, 'recovery_code_used', { left });
      }
      await endPendingLogin(request, reply, pending.token_hash);
      const { newDevice } = await startSession(request, reply, user.id);
      await recordLoginEvent(request, user.id, 'signed_in', newDevice);
      if (newDevice) await tellOwner(request, user.id, 'new_device_sign_in', deviceParams(request));
      return { redirect_to: signedInDestination(user, { hasSecondFactor: true }) };
    },
  };
}
