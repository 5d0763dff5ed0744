import type { FastifyInstance, RouteShorthandOptionsWithHandler } from 'fastify';
import type { components } from '../../generated/schema.gen.js';
import { t } from '../../i18n/translate.js';
import { emailKey } from './emailKey.js';
import type { RateLimits } from './rateLimits.js';
import { rateLimitHook } from './rateLimitHook.js';
import { sendCode } from './sendCode.js';

type Body = components['schemas']['ForgotPasswordCodeRequest'];

/** POST /api/auth/forget-password/code: the same answer whether or not the email has an account. */
export function sendForgotPasswordCode(
  app: FastifyInstance,
  limits: RateLimits,
): RouteShorthandOptionsWithHandler {
  return {
    onRequest: rateLimitHook(app, limits.codeSendPerIp),
    preHandler: rateLimitHook(app, { ...limits.codeSendPerEmail, keyGenerator: emailKey('code-send') }),
    handler: async (request, reply): Promise<components['schemas']['OtpSent']> => {
      const { email } = request.body as Body;
      const resendIn = await sendCode(request, reply, 'reset_password', email);
      return { message: t(request.locale, 'otp.resetSent'), resend_in: resendIn };
    },
  };
}
