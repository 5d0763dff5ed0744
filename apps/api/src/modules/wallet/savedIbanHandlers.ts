import { DomainError, invalidField } from '../../errors/DomainError.js';
import type { components } from '../../generated/schema.gen.js';
import type { Locale } from '../../db/schema.js';
import { signedIn } from '../../http/auth.js';
import { bankNameOf, isValidIban, normalizeIban } from '../settings/index.js';
import { savedIbansOf } from './savedDestinations.js';
import type { OperationHandler } from '../../http/operation.js';

type SavedIban = components['schemas']['SavedIban'];

const present = (
  row: { id: string; owner_name: string; iban: string; created_at: Date },
  locale: Locale,
): SavedIban => ({
  id: Number(row.id),
  owner_name: row.owner_name,
  iban: row.iban,
  bank_name: bankNameOf(row.iban, locale),
  created_at: row.created_at.toISOString(),
});

/** GET /api/wallet/ibans: newest first. */
export const listSavedIbans: OperationHandler<'listSavedIbans'> = async (request) => {
  const { user } = signedIn(request);
  const rows = await savedIbansOf(request.server.core.db, user.id);
  return { data: rows.map((row) => present(row, request.locale)) };
};

/** POST /api/wallet/ibans: checksum and a known bank, once per person (saving it again answers it again). */
export const createSavedIban: OperationHandler<'createSavedIban'> = async (request, reply) => {
  const body = request.body;
  const { user } = signedIn(request);
  const { db, now } = request.server.core;
  const iban = normalizeIban(body.iban);
  if (!iban || !isValidIban(iban)) throw invalidField('iban', 'wallet.ibanInvalid');
  const ownerName = body.owner_name.trim();
  if (ownerName === '') throw invalidField('owner_name', 'validation.required');
  const row = await db
    .insertInto('saved_ibans')
    .values({ user_id: user.id, owner_name: ownerName, iban, created_at: now() })
    .onConflict((conflict) => conflict.columns(['user_id', 'iban']).doUpdateSet({ owner_name: ownerName }))
    .returningAll()
    .executeTakeFirstOrThrow();
  void reply.code(201);
  return present(row, request.locale);
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
