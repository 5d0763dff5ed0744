import type { RouteHandlerMethod } from 'fastify';
import type { components } from '../../generated/schema.gen.js';
import { signedIn } from '../../http/auth.js';
import { feeTierOf } from './feeTier.js';

/** GET /api/trade/fee-tier: the caller's fee, their 30-day volume, the tiers and the next one. */
export const getFeeTier: RouteHandlerMethod = async (
  request,
): Promise<components['schemas']['FeeTierStatus']> => {
  const { user } = signedIn(request);
  const { db, now } = request.server.core;
  return feeTierOf(db, user.id, now());
};
