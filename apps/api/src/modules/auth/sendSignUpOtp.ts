import type { FastifyInstance, RouteShorthandOptionsWithHandler } from 'fastify';
import type { components } from '../../generated/schema.gen.js';
import { t } from '../../i18n/translate.js';
import { emailKey } from './emailKey.js';
import type { RateLimits } from './rateLimits.js';
import { rateLimitHook } from './rateLimitHook.js';
import { sendCode } from './sendCode.js';

type Body = components['schemas']['SignUpOtpRequest'];

/** POST /api/auth/sign-up/otp: sends (fs=1) or resends (fs=0) the sign-up code. */
export function sendSignUpOtp(app: FastifyInstance, limits: RateLimits): RouteShorthandOptionsWithHandler {
  return {
    onRequest: rateLimitHook(app, limits.codeSendPerIp),
    preHandler: rateLimitHook(app, { ...limits.codeSendPerEmail, keyGenerator: emailKey('code-send') }),
    handler: async (request, reply): Promise<components['schemas']['OtpSent']> => {
      const { email, fs } = request.body as Body;
      const resendIn = await sendCode(request, reply, 'sign_up', email);
      return { message: t(request.locale, fs === 1 ? 'otp.sent' : 'otp.resent'), resend_in: resendIn };
    },
  };
}
