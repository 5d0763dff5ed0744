import type { RouteHandlerMethod } from 'fastify';
import type { components } from '../../generated/schema.gen.js';
import { signedIn } from '../../http/auth.js';
import { presentUser } from './presentUser.js';

/** GET /api/user: the signed-in user (read with the session, in the same query). */
export const getUser: RouteHandlerMethod = async (request): Promise<components['schemas']['User']> =>
  presentUser(signedIn(request).user);
