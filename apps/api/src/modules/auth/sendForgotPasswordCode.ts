import type { FastifyInstance } from 'fastify';
import { bodyEmailKey, rateLimitHook } from '../../http/rateLimit.js';
import { t } from '../../i18n/translate.js';
import { sendCode } from './codes/sendCode.js';
import type { OperationHandler } from '../../http/operation.js';

/** POST /api/auth/forget-password/code: the same answer whether or not the email has an account. */
export function sendForgotPasswordCode(app: FastifyInstance): OperationHandler<'sendForgotPasswordCode'> {
  const limits = app.core.config.rateLimits;
  return {
    onRequest: rateLimitHook(app, 'code-send-ip', limits.codeSendPerIp),
    preHandler: rateLimitHook(app, 'code-send-email', limits.codeSendPerEmail, bodyEmailKey),
    handler: async (request) => {
      const { email } = request.body;
      const resendIn = await sendCode(request, 'reset_password', email);
      return { message: t(request.locale, 'otp.resetSent'), resend_in: resendIn };
    },
  };
}
