import { DomainError, invalidField } from '../../errors/DomainError.js';
import type { components } from '../../generated/schema.gen.js';
import type { FastifyRequest } from 'fastify';
import { appPaths } from '@sarraf/routes';
import { signedIn } from '../../http/auth.js';
import { bankNameOf, isValidIban, normalizeIban, securityTimes } from '../settings/index.js';
import { shortDestination } from './requestWithdrawal.js';
import { insertedNow, saveDestination, usableAtOf } from './saveDestination.js';
import { savedIbansOf } from './savedDestinations.js';
import type { OperationHandler } from '../../http/operation.js';

type SavedIban = components['schemas']['SavedIban'];

const present = (
  request: FastifyRequest,
  row: { id: string; owner_name: string; iban: string; created_at: Date },
  waitSeconds: number,
): SavedIban => {
  const { user } = signedIn(request);
  return {
    id: Number(row.id),
    owner_name: row.owner_name,
    iban: row.iban,
    bank_name: bankNameOf(row.iban, request.locale),
    created_at: row.created_at.toISOString(),
    usable_at: usableAtOf(row.created_at, user, request.server.core.now(), waitSeconds),
  };
};

/** GET /api/wallet/ibans: newest first. */
export const listSavedIbans: OperationHandler<'listSavedIbans'> = async (request) => {
  const { user } = signedIn(request);
  const rows = await savedIbansOf(request.server.core.db, user.id);
  const { secureWithdrawalWaitSeconds } = await securityTimes(request.server.core.db);
  return { data: rows.map((row) => present(request, row, secureWithdrawalWaitSeconds)) };
};

/** POST /api/wallet/ibans: checksum and a known bank, once per person (saving it again answers it again). */
export const createSavedIban: OperationHandler<'createSavedIban'> = async (request, reply) => {
  const body = request.body;
  const { user } = signedIn(request);
  const iban = normalizeIban(body.iban);
  if (!iban || !isValidIban(iban)) throw invalidField('iban', 'wallet.ibanInvalid');
  const ownerName = body.owner_name.trim();
  if (ownerName === '') throw invalidField('owner_name', 'validation.required');
  const notice = { destination: shortDestination(iban), link: appPaths.savedIbans };
  const row = await saveDestination(request, notice, (trx, at) =>
    trx
      .insertInto('saved_ibans')
      .values({ user_id: user.id, owner_name: ownerName, iban, created_at: at })
      .onConflict((conflict) => conflict.columns(['user_id', 'iban']).doUpdateSet({ owner_name: ownerName }))
      .returningAll()
      .returning(insertedNow)
      .executeTakeFirstOrThrow(),
  );
  void reply.code(201);
  const { secureWithdrawalWaitSeconds } = await securityTimes(request.server.core.db);
  return present(request, row, secureWithdrawalWaitSeconds);
};

/** DELETE /api/wallet/ibans/{id}: another person's IBAN is not found. */
export const deleteSavedIban: OperationHandler<'deleteSavedIban'> = async (request, reply) => {
  const { user } = signedIn(request);
  const { id } = request.params;
  const deleted = await request.server.core.db
    .deleteFrom('saved_ibans')
    .where('id', '=', String(id))
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (deleted.numDeletedRows === 0n) throw new DomainError('notFound', 'error.notFound');
  return reply.code(204).send();
};
