import { signedIn } from '../../http/auth.js';
import type { OperationHandler } from '../../http/operation.js';
import { limitStatesOf } from './personLimits.js';
import { presentLimit } from './presentLimits.js';

/** GET /api/limits: the signed-in person's limits, used and remaining, and when each starts again. */
export const getMyLimits: OperationHandler<'getMyLimits'> = async (request) => {
  const { user } = signedIn(request);
  const { db, now } = request.server.core;
  const { states } = await limitStatesOf(db, user.id, now());
  return { data: states.map(presentLimit) };
};
