import type { FastifyRequest } from 'fastify';
import type { components } from '../../generated/schema.gen.js';
import { HttpError } from '../../lib/HttpError.js';
import { presentVerification } from '../verification/presentVerification.js';
import {
  verificationRepository as repo,
  type VerificationRow,
} from '../verification/verificationRepository.js';

/** A submission (never a draft) as an admin sees it, with its owner; 404 when there is none. */
export async function adminVerification(
  request: FastifyRequest,
  id: number,
): Promise<components['schemas']['AdminVerification']> {
  const { db, users } = request.server.services;
  const row = await repo.byId(db, String(id));
  if (!row || row.status === 'draft') throw new HttpError(404, 'error.notFound');
  return present(request, row, users);
}

async function present(
  request: FastifyRequest,
  row: VerificationRow,
  users: FastifyRequest['server']['services']['users'],
): Promise<components['schemas']['AdminVerification']> {
  const owner = await users.findById(row.user_id);
  if (!owner) throw new HttpError(404, 'error.notFound');
  const files = await repo.filesOf(request.server.services.db, row.id);
  return {
    ...presentVerification(row, files, owner),
    user: { id: Number(owner.id), email: owner.email, name: owner.name },
  };
}
