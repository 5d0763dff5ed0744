import { signedIn } from '../../http/auth.js';
import { filesOf } from '../files/index.js';
import { presentVerification } from './presentVerification.js';
import { latestVerificationOf } from './verificationRepository.js';
import type { OperationHandler } from '../../http/operation.js';

/** GET /api/user/verification: the person's latest submission and its progress. */
export const getVerification: OperationHandler<'getVerification'> = async (request) => {
  const { user } = signedIn(request);
  const { db } = request.server.core;
  const row = await latestVerificationOf(db, user.id);
  return presentVerification(row, row ? await filesOf(db, row.id) : [], user);
};
