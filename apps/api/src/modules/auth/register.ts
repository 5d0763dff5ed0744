import type { FastifyInstance } from 'fastify';
import { appPaths } from '@sarraf/routes';
import { bodyEmailKey, rateLimitHook } from '../../http/rateLimit.js';
import { sendCode } from './codes/sendCode.js';
import type { OperationHandler } from '../../http/operation.js';

/** POST /auth/register: the historic form; sends the sign-up code and remembers `ref_code`. */
export function register(app: FastifyInstance): OperationHandler<'register'> {
  const limits = app.core.config.rateLimits;
  return {
    onRequest: rateLimitHook(app, 'code-send-ip', limits.codeSendPerIp),
    preHandler: rateLimitHook(app, 'code-send-email', limits.codeSendPerEmail, bodyEmailKey),
    handler: async (request) => {
      const { email, ref_code } = request.body;
      await sendCode(request, 'sign_up', email, ref_code?.trim() || null);
      return { redirect_to: appPaths.signUpOtp };
    },
  };
}
