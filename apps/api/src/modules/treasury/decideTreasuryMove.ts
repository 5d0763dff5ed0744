import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { DomainError } from '../../errors/DomainError.js';
import { recordAudit } from '../audit/index.js';
import { moveBetweenHouseAccounts, type Currency, type HouseAccount } from '../ledger/index.js';
import type { UserRow } from '../users/index.js';
import {
  insertTreasuryMove,
  lockTreasuryMove,
  updateTreasuryMove,
  type TreasuryMoveRow,
} from './treasuryMoveRepository.js';
import type { TreasuryDirection } from './treasuryTables.js';

export interface OperatorContext {
  admin: UserRow;
  ip: string;
  at: Date;
}

export interface TreasuryProposal {
  currency: Currency;
  direction: TreasuryDirection;
  amount: string;
  note: string;
}

/** Where money of a currency comes from and goes to outside the stock: Toman at the bank, Tether in the hot wallet. */
const OUTSIDE: Record<Currency, HouseAccount> = { IRT: 'bank', USDT: 'hot_wallet' };

/** One operator proposes a move; nothing moves until another approves it. Audited. */
export async function proposeTreasuryMove(
  trx: Transaction<Database>,
  context: OperatorContext,
  proposal: TreasuryProposal,
): Promise<TreasuryMoveRow> {
  const move = await insertTreasuryMove(trx, {
    ...proposal,
    proposed_by: context.admin.id,
    proposed_at: context.at,
  });
  await audit(trx, context, 'treasury.propose', move, {});
  return move;
}

/**
 * The pending move `id`, locked, for an operator who did not propose it: 404 when there is none, 409 once
 * decided, 403 for its own proposer (maker-checker; the table's CHECK says the same).
 */
async function lockForSecondOperator(
  trx: Transaction<Database>,
  context: OperatorContext,
  id: string,
): Promise<TreasuryMoveRow> {
  const move = await lockTreasuryMove(trx, id);
  if (!move) throw new DomainError('notFound', 'treasury.moveNotFound');
  if (move.status !== 'pending') throw new DomainError('conflict', 'treasury.alreadyDecided');
  if (move.proposed_by === context.admin.id) throw new DomainError('forbidden', 'treasury.secondOperator');
  return move;
}

/**
 * A second operator approves: the transfer is booked now, between the bank or hot wallet and the inventory
 * (kind `treasury`, reference `treasury_move:<id>`). Taking out more than the stock can pay is refused when
 * the transaction commits (the caller translates it). Audited.
 */
export async function approveTreasuryMove(
  trx: Transaction<Database>,
  context: OperatorContext,
  id: string,
): Promise<TreasuryMoveRow> {
  const move = await lockForSecondOperator(trx, context, id);
  const outside = OUTSIDE[move.currency];
  const transferId = await moveBetweenHouseAccounts(trx, {
    currency: move.currency,
    from: move.direction === 'in' ? outside : 'inventory',
    to: move.direction === 'in' ? 'inventory' : outside,
    amount: move.amount,
    kind: 'treasury',
    reference: `treasury_move:${move.id}`,
  });
  const approved = await updateTreasuryMove(trx, move.id, {
    status: 'approved',
    decided_by: context.admin.id,
    decided_at: context.at,
    transfer_id: transferId,
  });
  await audit(trx, context, 'treasury.approve', approved, {});
  return approved;
}

/** A second operator refuses, with a reason; nothing moves. Audited. */
export async function rejectTreasuryMove(
  trx: Transaction<Database>,
  context: OperatorContext,
  id: string,
  reason: string,
): Promise<TreasuryMoveRow> {
  const move = await lockForSecondOperator(trx, context, id);
  const rejected = await updateTreasuryMove(trx, move.id, {
    status: 'rejected',
    decided_by: context.admin.id,
    decided_at: context.at,
    decision_note: reason,
  });
  await audit(trx, context, 'treasury.reject', rejected, { reason });
  return rejected;
}

async function audit(
  trx: Transaction<Database>,
  context: OperatorContext,
  action: string,
  move: TreasuryMoveRow,
  extra: Record<string, unknown>,
): Promise<void> {
  await recordAudit(trx, {
    actorId: context.admin.id,
    action,
    subjectType: 'treasury_move',
    subjectId: move.id,
    details: {
      currency: move.currency,
      direction: move.direction,
      amount: move.amount,
      note: move.note,
      proposed_by: move.proposed_by,
      ...extra,
    },
    ip: context.ip,
    at: context.at,
  });
}
