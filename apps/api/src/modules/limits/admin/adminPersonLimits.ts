import { withTransaction, type Db } from '../../../db/transaction.js';
import { DomainError, invalidField, invalidFields } from '../../../errors/DomainError.js';
import { signedIn } from '../../../http/auth.js';
import type { OperationHandler } from '../../../http/operation.js';
import { normalizeDecimal } from '../../../money/decimal.js';
import { recordAudit } from '../../audit/index.js';
import { findUserByEmail } from '../../users/index.js';
import { limitAmountErrors } from '../accountLimitRules.js';
import { removeOwnLimit, setOwnLimit } from '../limitRepository.js';
import { limitStatesOf } from '../personLimits.js';
import { presentAdminLimit } from '../presentLimits.js';

async function personOf(db: Db, email: string) {
  const user = await findUserByEmail(db, email);
  if (!user) throw new DomainError('notFound', 'error.notFound');
  return user;
}

async function presentPerson(db: Db, user: { id: string; email: string }, at: Date) {
  const { accountType, states } = await limitStatesOf(db, user.id, at);
  return { email: user.email, account_type: accountType, data: states.map(presentAdminLimit) };
}

/** GET /api/admin/limits?email=: a person's limits as they stand, with any own amounts and why. */
export const adminGetPersonLimits: OperationHandler<'adminGetPersonLimits'> = async (request) => {
  const { db, now } = request.server.core;
  return presentPerson(db, await personOf(db, request.query.email), now());
};

/**
 * PUT /api/admin/limits: sets one person's own amounts of a kind (or removes them, back to their account
 * type's), with a note; audited with the amounts before and after.
 */
export const adminSetPersonLimit: OperationHandler<'adminSetPersonLimit'> = async (request) => {
  const { email, kind, override } = request.body;
  const note = request.body.note.trim();
  if (!note) throw invalidField('note', 'validation.required');
  if (override) {
    const errors = limitAmountErrors(kind, override, 'override.');
    if (Object.keys(errors).length > 0) throw invalidFields(errors);
  }
  const operator = signedIn(request).user;
  const { db, now } = request.server.core;
  const at = now();
  return withTransaction(db, async (trx) => {
    const user = await personOf(trx, email);
    const [before] = (await limitStatesOf(trx, user.id, at, [kind])).states;
    if (override) {
      const amounts = {
        daily: normalizeDecimal(override.daily),
        monthly: normalizeDecimal(override.monthly),
      };
      await setOwnLimit(trx, { userId: user.id, kind, ...amounts, note, setBy: operator.id, at });
    } else {
      await removeOwnLimit(trx, user.id, kind);
    }
    const [after] = (await limitStatesOf(trx, user.id, at, [kind])).states;
    const amountsOf = (state: typeof before) => ({
      daily: state!.daily,
      monthly: state!.monthly,
      own: !!state!.own,
    });
    await recordAudit(trx, {
      actorId: operator.id,
      action: override ? 'limits.own_set' : 'limits.own_removed',
      subjectType: 'user',
      subjectId: user.id,
      details: { email: user.email, kind, before: amountsOf(before), after: amountsOf(after), note },
      ip: request.ip,
      at,
    });
    return presentPerson(trx, user, at);
  });
};
