import type { FastifyRequest } from 'fastify';
import { withTransaction } from '../../../db/transaction.js';
import { DomainError, invalidField, invalidFields } from '../../../errors/DomainError.js';
import { signedIn } from '../../../http/auth.js';
import { answerIdempotently } from '../../../http/idempotentAnswer.js';
import type { OperationHandler } from '../../../http/operation.js';
import { PER_PAGE, pageMeta } from '../../../http/paginate.js';
import { recordAudit } from '../../audit/index.js';
import {
  checkedAmount,
  deskStockOf,
  deskStocks,
  setStockFloor,
  translatingDeskStock,
} from '../../ledger/index.js';
import {
  approveTreasuryMove,
  proposeTreasuryMove,
  rejectTreasuryMove,
  type OperatorContext,
} from '../decideTreasuryMove.js';
import { presentTreasuryMoves } from '../presentTreasuryMove.js';
import { pageOfTreasuryMoves } from '../treasuryMoveRepository.js';
import { deskDayOf } from './deskDay.js';

function operator(request: FastifyRequest): OperatorContext {
  return { admin: signedIn(request).user, ip: request.ip, at: request.server.core.now() };
}

/** GET /api/admin/treasury/stock: each currency's stock as it stands. */
export const adminGetDeskStock: OperationHandler<'adminGetDeskStock'> = async (request) => ({
  data: await deskStocks(request.server.core.db),
});

/** GET /api/admin/treasury/day: today's trading at the desk, per market and by hour. */
export const adminGetDeskDay: OperationHandler<'adminGetDeskDay'> = async (request) =>
  deskDayOf(request.server.core.db, request.server.core.now());

/**
 * PUT /api/admin/treasury/floor: what the desk keeps back of a currency (0 or more, at its scale; never above
 * what the stock holds less what is reserved). Audited with the floor it replaces.
 */
export const adminSetStockFloor: OperationHandler<'adminSetStockFloor'> = async (request) => {
  const { currency } = request.body;
  // Zero is a floor (none); anything else is an amount at the currency's scale, said on `floor`.
  const floor = isZero(request.body.floor) ? '0' : checkedFloor(request.body.floor, currency);
  const { admin, ip, at } = operator(request);
  const { db } = request.server.core;
  return withTransaction(db, async (trx) => {
    const { before } = await setStockFloor(trx, currency, floor);
    await recordAudit(trx, {
      actorId: admin.id,
      action: 'treasury.floor_set',
      subjectType: 'desk_stock',
      subjectId: currency,
      details: { currency, old: before, new: floor },
      ip,
      at,
    });
    return deskStockOf(trx, currency);
  });
};

const isZero = (value: string) => /^0+(\.0*)?$/.test(value);

/** `checkedAmount`'s rule (positive, the currency's scale) with its 422 on `floor` instead of `amount`. */
function checkedFloor(value: string, currency: 'IRT' | 'USDT'): string {
  try {
    return checkedAmount(value, currency);
  } catch (error) {
    if (error instanceof DomainError && error.fields?.amount)
      throw invalidFields({ floor: error.fields.amount });
    throw error;
  }
}

/** GET /api/admin/treasury/moves: newest first, optionally of one status. */
export const adminListTreasuryMoves: OperationHandler<'adminListTreasuryMoves'> = async (request) => {
  const { status, page = 1 } = request.query;
  const { db } = request.server.core;
  const { rows, total } = await pageOfTreasuryMoves(db, status, {
    limit: PER_PAGE,
    offset: (page - 1) * PER_PAGE,
  });
  return { data: await presentTreasuryMoves(db, rows), meta: pageMeta(page, total, rows.length) };
};

/** POST /api/admin/treasury/moves: a proposal, once per Idempotency-Key. */
export const adminProposeTreasuryMove: OperationHandler<'adminProposeTreasuryMove'> = (request, reply) => {
  const { currency, direction, note } = request.body;
  // Positive, at the currency's scale (422 on `amount` otherwise), as every ledger amount.
  const amount = checkedAmount(request.body.amount, currency);
  const text = note.trim();
  if (!text) throw invalidField('note', 'validation.required');
  const context = operator(request);
  return answerIdempotently(request, reply, {
    operation: 'adminProposeTreasuryMove',
    status: 201,
    work: async (trx) => {
      const move = await proposeTreasuryMove(trx, context, { currency, direction, amount, note: text });
      return (await presentTreasuryMoves(trx, [move]))[0]!;
    },
  });
};

/** POST /api/admin/treasury/moves/{id}/approve: a second operator; the money moves. */
export const adminApproveTreasuryMove: OperationHandler<'adminApproveTreasuryMove'> = (request, reply) => {
  const context = operator(request);
  // The stock's check runs at commit: an `out` it cannot cover is its 409, and nothing is booked.
  return translatingDeskStock(() =>
    answerIdempotently(request, reply, {
      operation: 'adminApproveTreasuryMove',
      status: 200,
      work: async (trx) => {
        const move = await approveTreasuryMove(trx, context, String(request.params.id));
        return (await presentTreasuryMoves(trx, [move]))[0]!;
      },
    }),
  );
};

/** POST /api/admin/treasury/moves/{id}/reject: a second operator, with a reason. */
export const adminRejectTreasuryMove: OperationHandler<'adminRejectTreasuryMove'> = (request, reply) => {
  const reason = request.body.reason.trim();
  if (!reason) throw invalidField('reason', 'validation.required');
  const context = operator(request);
  return answerIdempotently(request, reply, {
    operation: 'adminRejectTreasuryMove',
    status: 200,
    work: async (trx) => {
      const move = await rejectTreasuryMove(trx, context, String(request.params.id), reason);
      return (await presentTreasuryMoves(trx, [move]))[0]!;
    },
  });
};
