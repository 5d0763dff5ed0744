import type { ColumnType } from 'kysely';
import type { LedgerCurrency } from '../../db/schema.js';

type Fixed<T> = ColumnType<T, T, never>;
type Decided<T> = ColumnType<T | null, never, T | null>;

export type TreasuryDirection = 'in' | 'out';
export type TreasuryMoveStatus = 'pending' | 'approved' | 'rejected';

/** Owned by modules/treasury (migrations/0032_treasury_moves.sql): decided once, never changed after. */
export interface TreasuryMovesTable {
  id: ColumnType<string, never, never>;
  currency: Fixed<LedgerCurrency>;
  direction: Fixed<TreasuryDirection>;
  amount: Fixed<string>;
  note: Fixed<string>;
  status: ColumnType<TreasuryMoveStatus, never, TreasuryMoveStatus>;
  proposed_by: Fixed<string>;
  proposed_at: Fixed<Date>;
  decided_by: Decided<string>;
  decided_at: Decided<Date>;
  decision_note: Decided<string>;
  transfer_id: Decided<string>;
}

declare module '../../db/schema.js' {
  interface Database {
    treasury_moves: TreasuryMovesTable;
  }
}
