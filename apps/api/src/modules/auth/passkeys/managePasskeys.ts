import { withTransaction } from '../../../db/transaction.js';
import { DomainError, invalidField } from '../../../errors/DomainError.js';
import { signedIn } from '../../../http/auth.js';
import type { OperationHandler } from '../../../http/operation.js';
import { verifyPassword } from '../../users/index.js';
import { checkSecondFactor } from '../secondFactor/checkSecondFactor.js';
import { withCodeAttempt } from '../secondFactor/moneyFactor.js';
import { holdWithdrawalsAfter } from '../withdrawalHold.js';
import { passkeyName } from './passkeyName.js';
import { deletePasskey, passkeysOf, renamePasskeyRow } from './passkeyRepository.js';
import { presentPasskey } from './presentPasskey.js';

const notFound = () => new DomainError('notFound', 'passkey.notFound');

/** PATCH /api/user/second-factor/passkeys/{passkeyId}: a new name; nothing else about the key changes. */
export const renamePasskey: OperationHandler<'renamePasskey'> = async (request) => {
  const { user } = signedIn(request);
  const row = await renamePasskeyRow(
    request.server.core.db,
    user.id,
    request.params.passkeyId,
    passkeyName(request.body.name),
  );
  if (!row) throw notFound();
  return presentPasskey(row);
};

/**
 * POST /api/user/second-factor/passkeys/{passkeyId}/remove: the password and the app's current code (or a
 * recovery code), counted in the login lockout, remove one passkey. The removal, the hold on withdrawals and
 * the owner's notice are one transaction, as for the app.
 */
export const removePasskey: OperationHandler<'removePasskey'> = async (request, reply) => {
  const { user } = signedIn(request);
  const { db } = request.server.core;
  const id = request.params.passkeyId;
  const keys = await passkeysOf(db, user.id);
  const key = keys.find((row) => Number(row.id) === id);
  if (!key) throw notFound();
  const { password, code, recovery_code: recoveryCode } = request.body;
  await withCodeAttempt(request, async () => {
    if (!(await verifyPassword(user.password_hash, password)))
      throw invalidField('password', 'password.wrong');
    const refused = await checkSecondFactor(request, user.id, { code, recovery_code: recoveryCode });
    if (refused) throw refused;
    await withTransaction(db, async (trx) => {
      if (!(await deletePasskey(trx, user.id, id))) throw notFound();
      await holdWithdrawalsAfter(request, user.id, 'second_factor_removed', { factor: 'passkey' }, trx);
    });
  });
  return reply.code(204).send();
};
