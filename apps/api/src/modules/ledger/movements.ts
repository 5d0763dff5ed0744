import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/transaction.js';
import { checkedAmount } from './amount.js';
import type { Currency, HouseAccount } from './currencies.js';
import { translatingErrors } from './ledgerErrors.js';

/** The person's balances of the movement's currency right after it, as exact decimal strings ('1250.5'). */
export interface Movement {
  transferId: string;
  availableAfter: string;
  heldAfter: string;
}

/** What every movement says about itself: a short kind ('deposit') and what it belongs to. */
export interface Described {
  /** Lowercase words with underscores: 'deposit', 'withdrawal_hold'. */
  kind: string;
  /** Free text naming the business record: 'wallet_transaction:42'. */
  reference: string;
}

export interface PersonMovement extends Described {
  userId: string;
  currency: Currency;
  /** A positive decimal string with at most the currency's decimals (0 for IRT, 6 for USDT). */
  amount: string;
}

interface MovementRow {
  transfer_id: string;
  available_after: string;
  held_after: string;
}

/** One SQL function call, one round trip: the function locks, checks and writes (0007_ledger.sql). */
async function move(
  db: Db,
  currency: Currency | undefined,
  call: RawBuilder<MovementRow>,
): Promise<Movement> {
  const { rows } = await translatingErrors(currency, () => call.execute(db));
  const row = rows[0]!;
  return { transferId: row.transfer_id, availableAfter: row.available_after, heldAfter: row.held_after };
}

/** House -> the person's available balance (an approved deposit, a referral reward). */
export async function credit(db: Db, m: PersonMovement & { from: HouseAccount }): Promise<Movement> {
  const amount = checkedAmount(m.amount, m.currency);
  return move(
    db,
    m.currency,
    sql<MovementRow>`SELECT * FROM ledger_credit(${m.userId}::bigint, ${m.currency}, ${amount}::numeric, ${m.from},
                                    ${m.kind}, ${m.reference})`,
  );
}

/** The person's available balance -> house. Not enough available: 422 "Insufficient {currency} Balance!". */
export async function debit(db: Db, m: PersonMovement & { to: HouseAccount }): Promise<Movement> {
  const amount = checkedAmount(m.amount, m.currency);
  return move(
    db,
    m.currency,
    sql<MovementRow>`SELECT * FROM ledger_debit(${m.userId}::bigint, ${m.currency}, ${amount}::numeric, ${m.to},
                                   ${m.kind}, ${m.reference})`,
  );
}

/**
 * available -> held: a pending transfer that `postHold` or `voidHold` resolves exactly once. Not enough
 * available: 422 "Insufficient {currency} Balance!".
 */
export async function hold(db: Db, m: PersonMovement): Promise<Movement & { holdId: string }> {
  const amount = checkedAmount(m.amount, m.currency);
  const movement = await move(
    db,
    m.currency,
    sql<MovementRow>`SELECT * FROM ledger_hold(${m.userId}::bigint, ${m.currency}, ${amount}::numeric, ${m.kind},
                                  ${m.reference})`,
  );
  return { ...movement, holdId: movement.transferId };
}

/** held -> house for the hold's whole amount (a withdrawal paid out). A resolved hold: 409 conflict. */
export async function postHold(
  db: Db,
  m: Described & { holdId: string; to: HouseAccount },
): Promise<Movement> {
  return move(
    db,
    undefined,
    sql<MovementRow>`SELECT * FROM ledger_resolve_hold(${m.holdId}::bigint, ${m.to}, ${m.kind}, ${m.reference})`,
  );
}

/** held -> available for the hold's whole amount (a withdrawal rejected). A resolved hold: 409 conflict. */
export async function voidHold(db: Db, m: Described & { holdId: string }): Promise<Movement> {
  return move(
    db,
    undefined,
    sql<MovementRow>`SELECT * FROM ledger_resolve_hold(${m.holdId}::bigint, 'available', ${m.kind}, ${m.reference})`,
  );
}
