import { signedIn } from '../../http/auth.js';
import { presentUser } from './presentUser.js';
import type { OperationHandler } from '../../http/operation.js';

/** GET /api/user: the signed-in user (read with the session, in the same query). */
export const getUser: OperationHandler<'getUser'> = async (request) => presentUser(signedIn(request).user);
