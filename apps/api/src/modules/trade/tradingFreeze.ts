import { DomainError } from '../../errors/DomainError.js';
import type { Db } from '../../db/transaction.js';
import { tradingFreezeOf } from '../users/index.js';

/** The refusal a person whose trading an operator stopped gets, with the operator's note. */
export function tradingFrozen(note: string): DomainError {
  return new DomainError('forbidden', 'trade.tradingFrozen', { params: { note } });
}

/** 403 with the operator's note when the desk has stopped the person's trading (read FOR SHARE). */
export async function refuseIfTradingFrozen(db: Db, userId: string): Promise<void> {
  const frozen = await tradingFreezeOf(db, userId);
  if (frozen) throw tradingFrozen(frozen.note);
}
