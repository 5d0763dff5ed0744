import type { FastifyInstance, RouteShorthandOptionsWithHandler } from 'fastify';
import type { components } from '../../generated/schema.gen.js';
import { bodyEmailKey, rateLimitHook } from '../../http/rateLimit.js';
import { t } from '../../i18n/translate.js';
import { sendCode } from './codes/sendCode.js';

type Body = components['schemas']['ForgotPasswordCodeRequest'];

/** POST /api/auth/forget-password/code: the same answer whether or not the email has an account. */
export function sendForgotPasswordCode(app: FastifyInstance): RouteShorthandOptionsWithHandler {
  const limits = app.core.config.rateLimits;
  return {
    onRequest: rateLimitHook(app, 'code-send-ip', limits.codeSendPerIp),
    preHandler: rateLimitHook(app, 'code-send-email', limits.codeSendPerEmail, bodyEmailKey),
    handler: async (request): Promise<components['schemas']['OtpSent']> => {
      const { email } = request.body as Body;
      const resendIn = await sendCode(request, 'reset_password', email);
      return { message: t(request.locale, 'otp.resetSent'), resend_in: resendIn };
    },
  };
}
