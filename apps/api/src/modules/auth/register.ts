import type { FastifyInstance, RouteShorthandOptionsWithHandler } from 'fastify';
import type { components } from '../../generated/schema.gen.js';
import { emailKey } from './emailKey.js';
import type { RateLimits } from './rateLimits.js';
import { rateLimitHook } from './rateLimitHook.js';
import { sendCode } from './sendCode.js';

type Body = components['schemas']['RegisterRequest'];

/** POST /auth/register: the historic form; sends the sign-up code and remembers `ref_code`. */
export function register(app: FastifyInstance, limits: RateLimits): RouteShorthandOptionsWithHandler {
  return {
    onRequest: rateLimitHook(app, limits.codeSendPerIp),
    preHandler: rateLimitHook(app, { ...limits.codeSendPerEmail, keyGenerator: emailKey('code-send') }),
    handler: async (request, reply): Promise<components['schemas']['Redirect']> => {
      const { email, ref_code } = request.body as Body;
      await sendCode(request, reply, 'sign_up', email, ref_code?.trim() || null);
      return { redirect_to: '/sign-up/otp' };
    },
  };
}
