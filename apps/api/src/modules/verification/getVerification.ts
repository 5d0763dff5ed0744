import type { RouteHandlerMethod } from 'fastify';
import type { components } from '../../generated/schema.gen.js';
import { currentUser } from './currentUser.js';
import { presentVerification } from './presentVerification.js';
import { verificationRepository as repo } from './verificationRepository.js';

/** GET /api/user/verification: the person's latest submission and its progress. */
export const getVerification: RouteHandlerMethod = async (
  request,
): Promise<components['schemas']['Verification']> => {
  const user = await currentUser(request);
  const { db } = request.server.services;
  const row = await repo.latestOf(db, user.id);
  return presentVerification(row, row ? await repo.filesOf(db, row.id) : [], user);
};
