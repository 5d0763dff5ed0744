import { DomainError, invalidField } from '../../errors/DomainError.js';
import { withTransaction } from '../../db/transaction.js';
import { signedIn } from '../../http/auth.js';
import type { OperationHandler } from '../../http/operation.js';
import { recordAudit } from '../audit/index.js';
import { freezeByDesk, liftTradingFreeze } from '../users/index.js';

/**
 * POST /api/admin/security/freeze: an operator stops a person's withdrawals or trading, with the note the
 * person is shown with every refusal; audited with the operator.
 */
export const adminFreezeAccount: OperationHandler<'adminFreezeAccount'> = async (request) => {
  const { email, what } = request.body;
  const note = request.body.note.trim();
  if (!note) throw invalidField('note', 'validation.required');
  const operator = signedIn(request).user;
  const { db, now } = request.server.core;
  const at = now();
  return withTransaction(db, async (trx) => {
    const frozen = await freezeByDesk(trx, email, what, note, at);
    if (frozen === 'unknown') throw new DomainError('notFound', 'error.notFound');
    if (frozen === 'alreadyFrozen') throw new DomainError('conflict', 'security.alreadyFrozen');
    await recordAudit(trx, {
      actorId: operator.id,
      action: what === 'withdrawals' ? 'security.freezeWithdrawals' : 'security.freezeTrading',
      subjectType: 'user',
      subjectId: frozen.userId,
      details: { email: frozen.email, note },
      ip: request.ip,
      at,
    });
    return { email: frozen.email, what, frozen_at: at.toISOString() };
  });
};

/** POST /api/admin/security/lift-trading-freeze: an operator lets the person trade again, with a note; audited. */
export const adminLiftTradingFreeze: OperationHandler<'adminLiftTradingFreeze'> = async (request) => {
  const { email } = request.body;
  const note = request.body.note.trim();
  if (!note) throw invalidField('note', 'validation.required');
  const operator = signedIn(request).user;
  const { db, now } = request.server.core;
  const at = now();
  return withTransaction(db, async (trx) => {
    const lifted = await liftTradingFreeze(trx, email);
    if (lifted === 'unknown') throw new DomainError('notFound', 'error.notFound');
    if (lifted === 'notFrozen') throw new DomainError('conflict', 'security.tradingNotFrozen');
    await recordAudit(trx, {
      actorId: operator.id,
      action: 'security.liftTradingFreeze',
      subjectType: 'user',
      subjectId: lifted.userId,
      details: { email: lifted.email, frozen_at: lifted.frozenAt.toISOString(), note },
      ip: request.ip,
      at,
    });
    return { email: lifted.email, frozen_at: lifted.frozenAt.toISOString(), lifted_at: at.toISOString() };
  });
};
