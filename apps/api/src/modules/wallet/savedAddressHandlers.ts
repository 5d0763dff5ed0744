import { DomainError, invalidField } from '../../errors/DomainError.js';
import type { FastifyRequest } from 'fastify';
import { appPaths } from '@sarraf/routes';
import type { components } from '../../generated/schema.gen.js';
import { signedIn } from '../../http/auth.js';
import { isTronAddress } from '../chain/index.js';
import { securityTimes } from '../settings/index.js';
import { shortDestination } from './requestWithdrawal.js';
import { insertedNow, saveDestination, usableAtOf } from './saveDestination.js';
import { savedAddressesOf } from './savedDestinations.js';
import type { OperationHandler } from '../../http/operation.js';

type SavedAddress = components['schemas']['SavedAddress'];

const present = (
  request: FastifyRequest,
  row: { id: string; label: string | null; network: 'TRC20'; address: string; created_at: Date },
  waitSeconds: number,
): SavedAddress => {
  const { user } = signedIn(request);
  return {
    id: Number(row.id),
    label: row.label,
    network: row.network,
    address: row.address,
    created_at: row.created_at.toISOString(),
    usable_at: usableAtOf(row.created_at, user, request.server.core.now(), waitSeconds),
  };
};

/** GET /api/wallet/addresses: newest first. */
export const listSavedAddresses: OperationHandler<'listSavedAddresses'> = async (request) => {
  const { user } = signedIn(request);
  const rows = await savedAddressesOf(request.server.core.db, user.id);
  const { secureWithdrawalWaitSeconds } = await securityTimes(request.server.core.db);
  return { data: rows.map((row) => present(request, row, secureWithdrawalWaitSeconds)) };
};

/** POST /api/wallet/addresses: a TRC-20 address with a valid checksum, once per person. */
export const createSavedAddress: OperationHandler<'createSavedAddress'> = async (request, reply) => {
  const body = request.body;
  const { user } = signedIn(request);
  if (!isTronAddress(body.address)) throw invalidField('address', 'wallet.addressInvalid');
  const label = body.label?.trim() || null;
  const notice = { destination: shortDestination(body.address), link: appPaths.savedAddresses };
  const row = await saveDestination(request, notice, (trx, at) =>
    trx
      .insertInto('saved_addresses')
      .values({ user_id: user.id, label, network: body.network, address: body.address, created_at: at })
      .onConflict((conflict) => conflict.columns(['user_id', 'network', 'address']).doUpdateSet({ label }))
      .returningAll()
      .returning(insertedNow)
      .executeTakeFirstOrThrow(),
  );
  void reply.code(201);
  const { secureWithdrawalWaitSeconds } = await securityTimes(request.server.core.db);
  return present(request, row, secureWithdrawalWaitSeconds);
};

/** DELETE /api/wallet/addresses/{id}: another person's address is not found. */
export const deleteSavedAddress: OperationHandler<'deleteSavedAddress'> = async (request, reply) => {
  const { user } = signedIn(request);
  const { id } = request.params;
  const deleted = await request.server.core.db
    .deleteFrom('saved_addresses')
    .where('id', '=', String(id))
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (deleted.numDeletedRows === 0n) throw new DomainError('notFound', 'error.notFound');
  return reply.code(204).send();
};
