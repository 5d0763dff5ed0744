import type { Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/transaction.js';
import type { TreasuryMovesTable, TreasuryMoveStatus } from './treasuryTables.js';

export type TreasuryMoveRow = Selectable<TreasuryMovesTable>;

export async function insertTreasuryMove(
  db: Db,
  move: Pick<TreasuryMoveRow, 'currency' | 'direction' | 'amount' | 'note' | 'proposed_by' | 'proposed_at'>,
): Promise<TreasuryMoveRow> {
  return db.insertInto('treasury_moves').values(move).returningAll().executeTakeFirstOrThrow();
}

/** The move, locked: of two operators deciding at once, the second sees the first's decision. */
export async function lockTreasuryMove(db: Db, id: string): Promise<TreasuryMoveRow | undefined> {
  return db.selectFrom('treasury_moves').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function updateTreasuryMove(
  db: Db,
  id: string,
  changes: Updateable<TreasuryMovesTable>,
): Promise<TreasuryMoveRow> {
  return db
    .updateTable('treasury_moves')
    .set(changes)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** One page of moves, newest first, and how many there are. */
export async function pageOfTreasuryMoves(
  db: Db,
  status: TreasuryMoveStatus | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: TreasuryMoveRow[]; total: number }> {
  let query = db.selectFrom('treasury_moves');
  if (status) query = query.where('status', '=', status);
  const [rows, count] = await Promise.all([
    query.selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    query.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}
