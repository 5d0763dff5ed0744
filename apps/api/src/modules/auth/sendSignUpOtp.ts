import type { FastifyInstance } from 'fastify';
import { bodyEmailKey, rateLimitHook } from '../../http/rateLimit.js';
import { t } from '../../i18n/translate.js';
import { sendCode } from './codes/sendCode.js';
import type { OperationHandler } from '../../http/operation.js';

/** POST /api/auth/sign-up/otp: sends (fs=1) or resends (fs=0) the sign-up code. */
export function sendSignUpOtp(app: FastifyInstance): OperationHandler<'sendSignUpOtp'> {
  const limits = app.core.config.rateLimits;
  return {
    onRequest: rateLimitHook(app, 'code-send-ip', limits.codeSendPerIp),
    preHandler: rateLimitHook(app, 'code-send-email', limits.codeSendPerEmail, bodyEmailKey),
    handler: async (request) => {
      const { email, fs } = request.body;
      const resendIn = await sendCode(request, 'sign_up', email);
      return { message: t(request.locale, fs === 1 ? 'otp.sent' : 'otp.resent'), resend_in: resendIn };
    },
  };
}
