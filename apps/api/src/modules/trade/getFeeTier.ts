import { signedIn } from '../../http/auth.js';
import { feeTierOf } from './feeTier.js';
import type { OperationHandler } from '../../http/operation.js';

/** GET /api/trade/fee-tier: the caller's fee, their 30-day volume, the tiers and the next one. */
export const getFeeTier: OperationHandler<'getFeeTier'> = async (request) => {
  const { user } = signedIn(request);
  const { db, now } = request.server.core;
  return feeTierOf(db, user.id, now());
};
