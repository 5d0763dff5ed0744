import { sql } from 'kysely';
import type { Db } from '../../db/transaction.js';
import { DomainError, invalidField } from '../../errors/DomainError.js';
import { sqlStateOf } from '../../errors/sqlState.js';
import { compareDecimals } from '../../money/decimal.js';
import { checkedAmount } from './amount.js';
import { CURRENCIES, type Currency, type HouseAccount } from './currencies.js';

/** The desk's stock of one currency (0030_desk_stock.sql): `available` is what it can pay out now. */
export interface DeskStock {
  currency: Currency;
  balance: string;
  reserved: string;
  floor: string;
  /** balance - reserved - floor, never below zero. */
  available: string;
}

/** The constraint the stock's guards name (the table's CHECK, the trigger and the reservation). */
const WITHIN_FLOOR = 'desk_stock_within_floor';

/**
 * What the desk can pay out now: the person is told the most it can do, in the currency it pays
 * ("The desk can pay out at most 120.5 USDT right now"). 409: nothing is wrong with the request itself.
 */
export function deskStockShort(currency: Currency, available: string): DomainError {
  if (compareDecimals(available, '0') <= 0)
    return new DomainError('conflict', 'ledger.deskStockEmpty', { params: { currency } });
  return new DomainError('conflict', 'ledger.deskStockShort', { params: { currency, amount: available } });
}

/**
 * The stock's refusal (raised at commit by the inventory's trigger, or by a reservation) as the person's
 * 409, with the most the desk could pay at that moment (the trigger's DETAIL); anything else unchanged.
 */
export function deskStockError(error: unknown): unknown {
  const refusal = error as { constraint?: unknown; detail?: unknown } | null;
  if (sqlStateOf(error) !== '23514' || refusal?.constraint !== WITHIN_FLOOR) return error;
  try {
    const detail = JSON.parse(String(refusal.detail)) as { currency?: unknown; available?: unknown };
    const currency = CURRENCIES.find((known) => known === detail.currency);
    if (currency && typeof detail.available === 'string') return deskStockShort(currency, detail.available);
  } catch {
    // The table's own CHECK has no DETAIL of ours: say it without the figure's source, as a plain 409.
  }
  return new DomainError('conflict', 'error.conflict');
}

/** Runs `work` (a whole transaction, commit included) and answers the stock's refusal as `deskStockShort`. */
export async function translatingDeskStock<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw deskStockError(error);
  }
}

/** Each currency's stock, as it stands (not locked). */
export async function deskStocks(db: Db): Promise<DeskStock[]> {
  const { rows } = await sql<DeskStock>`
    SELECT currency, trim_scale(balance)::text AS balance, trim_scale(reserved)::text AS reserved,
           trim_scale(floor)::text AS floor,
           trim_scale(greatest(balance - reserved - floor, 0))::text AS available
      FROM desk_stock ORDER BY currency`.execute(db);
  return rows;
}

/** One currency's stock, as it stands. */
export async function deskStockOf(db: Db, currency: Currency): Promise<DeskStock> {
  const stock = (await deskStocks(db)).find((row) => row.currency === currency);
  if (!stock) throw new Error(`desk_stock has no ${currency} row`);
  return stock;
}

/**
 * Sets what the desk keeps back of `currency` (`floor`, already checked for its scale), under the stock row's
 * lock: refused (422 on `floor`, with the most it can be) above what the stock holds less what is reserved,
 * which the table's CHECK would refuse anyway. Returns the floor it replaced.
 */
export async function setStockFloor(db: Db, currency: Currency, floor: string): Promise<{ before: string }> {
  const { rows } = await sql<{ floor: string; most: string }>`
    SELECT trim_scale(floor)::text AS floor, trim_scale(greatest(balance - reserved, 0))::text AS most
      FROM desk_stock WHERE currency = ${currency} FOR UPDATE`.execute(db);
  const row = rows[0];
  if (!row) throw new Error(`desk_stock has no ${currency} row`);
  if (compareDecimals(floor, row.most) > 0)
    throw invalidField('floor', 'treasury.floorAboveStock', { amount: row.most, currency });
  await sql`UPDATE desk_stock SET floor = ${floor}::numeric WHERE currency = ${currency}`.execute(db);
  return { before: row.floor };
}

/**
 * Keeps `amount` of the stock for an order the desk approved, until `releaseStock`; refused (409,
 * `deskStockShort`) when the stock cannot cover it. Locks the stock row: call it after the order's own rows.
 */
export async function reserveStock(
  db: Db,
  reservation: { orderId: string; currency: Currency; amount: string; at: Date },
): Promise<void> {
  const amount = checkedAmount(reservation.amount, reservation.currency);
  try {
    await sql`SELECT desk_stock_reserve(${reservation.orderId}::bigint, ${reservation.currency}, ${amount}::numeric,
                                        ${reservation.at})`.execute(db);
  } catch (error) {
    throw deskStockError(error);
  }
}

/** Gives an order's reservation back (nothing when it has none). */
export async function releaseStock(db: Db, orderId: string, at: Date): Promise<void> {
  await sql`SELECT desk_stock_release(${orderId}::bigint, ${at})`.execute(db);
}

/**
 * A movement between two house accounts of one currency (an operator's treasury move, the demo's opening
 * stock). Taking from the inventory more than it holds is refused at commit (see `translatingDeskStock`).
 */
export async function moveBetweenHouseAccounts(
  db: Db,
  move: {
    currency: Currency;
    from: HouseAccount;
    to: HouseAccount;
    amount: string;
    kind: string;
    reference: string;
  },
): Promise<string> {
  const amount = checkedAmount(move.amount, move.currency);
  const { rows } = await sql<{ id: string }>`
    SELECT ledger_house_transfer(${move.currency}, ${move.from}, ${move.to}, ${amount}::numeric, ${move.kind},
                                 ${move.reference})::text AS id`.execute(db);
  return rows[0]!.id;
}
