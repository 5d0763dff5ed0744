import type { FastifyInstance, RouteShorthandOptionsWithHandler } from 'fastify';
import type { components } from '../../generated/schema.gen.js';
import { bodyEmailKey, rateLimitHook } from '../../http/rateLimit.js';
import { sendCode } from './codes/sendCode.js';

type Body = components['schemas']['RegisterRequest'];

/** POST /auth/register: the historic form; sends the sign-up code and remembers `ref_code`. */
export function register(app: FastifyInstance): RouteShorthandOptionsWithHandler {
  const limits = app.core.config.rateLimits;
  return {
    onRequest: rateLimitHook(app, 'code-send-ip', limits.codeSendPerIp),
    preHandler: rateLimitHook(app, 'code-send-email', limits.codeSendPerEmail, bodyEmailKey),
    handler: async (request): Promise<components['schemas']['Redirect']> => {
      const { email, ref_code } = request.body as Body;
      await sendCode(request, 'sign_up', email, ref_code?.trim() || null);
      return { redirect_to: '/sign-up/otp' };
    },
  };
}
