import type { Db } from '../../db/transaction.js';
import type { components } from '../../generated/schema.gen.js';
import { normalizeDecimal } from '../../money/decimal.js';
import type { TreasuryMoveRow } from './treasuryMoveRepository.js';

type TreasuryMove = components['schemas']['TreasuryMove'];

/** Moves as the contract shows them, with the operators who proposed and decided them (one query). */
export async function presentTreasuryMoves(
  db: Db,
  rows: readonly TreasuryMoveRow[],
): Promise<TreasuryMove[]> {
  const ids = [
    ...new Set(rows.flatMap((row) => [row.proposed_by, row.decided_by]).filter((id) => id !== null)),
  ];
  const people =
    ids.length === 0
      ? []
      : await db.selectFrom('users').select(['id', 'email', 'name']).where('id', 'in', ids).execute();
  const byId = new Map(
    people.map((person) => [person.id, { id: Number(person.id), email: person.email, name: person.name }]),
  );
  return rows.map((row) => ({
    id: Number(row.id),
    currency: row.currency,
    direction: row.direction,
    amount: normalizeDecimal(row.amount),
    note: row.note,
    status: row.status,
    proposed_by: byId.get(row.proposed_by)!,
    proposed_at: row.proposed_at.toISOString(),
    decided_by: row.decided_by === null ? null : byId.get(row.decided_by)!,
    decided_at: row.decided_at?.toISOString() ?? null,
    decision_note: row.decision_note,
  }));
}
