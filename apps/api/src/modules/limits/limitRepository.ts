import { sql, type Selectable } from 'kysely';
import type { Db } from '../../db/transaction.js';
import type { AccountLimitsTable, AccountType, LimitKind, PersonLimitsTable } from './limitsTables.js';
import './limitsTables.js';

export type AccountLimitRow = Pick<
  Selectable<AccountLimitsTable>,
  'account_type' | 'kind' | 'daily' | 'monthly'
>;
export type PersonLimitRow = Selectable<PersonLimitsTable>;

/** Every account type's amounts, in a fixed order. */
export async function accountLimits(db: Db): Promise<AccountLimitRow[]> {
  return db
    .selectFrom('account_limits')
    .select(['account_type', 'kind', 'daily', 'monthly'])
    .orderBy('account_type')
    .orderBy('kind')
    .execute();
}

/** Replaces the amounts of the rows given (settings send all eight). */
export async function replaceAccountLimits(
  db: Db,
  rows: readonly AccountLimitRow[],
  at: Date,
): Promise<void> {
  for (const row of rows) {
    await db
      .updateTable('account_limits')
      .set({ daily: row.daily, monthly: row.monthly, updated_at: at })
      .where('account_type', '=', row.account_type)
      .where('kind', '=', row.kind)
      .execute();
  }
}

/** A company once verified as one; everyone else (not yet verified too) an individual. */
export async function accountTypeOf(db: Db, userId: string): Promise<AccountType> {
  const user = await db
    .selectFrom('users')
    .select(['user_type', 'verification_status'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return user.user_type === 'legal' && user.verification_status === 'verified' ? 'legal' : 'individual';
}

export async function ownLimits(db: Db, userId: string): Promise<PersonLimitRow[]> {
  return db.selectFrom('person_limits').selectAll().where('user_id', '=', userId).execute();
}

export async function setOwnLimit(
  db: Db,
  row: {
    userId: string;
    kind: LimitKind;
    daily: string;
    monthly: string;
    note: string;
    setBy: string;
    at: Date;
  },
): Promise<void> {
  const values = {
    daily: row.daily,
    monthly: row.monthly,
    note: row.note,
    set_by: row.setBy,
    set_at: row.at,
  };
  await db
    .insertInto('person_limits')
    .values({ user_id: row.userId, kind: row.kind, ...values })
    .onConflict((conflict) => conflict.columns(['user_id', 'kind']).doUpdateSet(values))
    .execute();
}

export async function removeOwnLimit(db: Db, userId: string, kind: LimitKind): Promise<void> {
  await db.deleteFrom('person_limits').where('user_id', '=', userId).where('kind', '=', kind).execute();
}

/**
 * What a person moved of a kind since the start of the day and of the month, read from the movements
 * themselves (tables of wallet and trade, read here only): withdrawals requested and not refused, Toman
 * deposits declared and not refused, orders placed and not cancelled at their Toman value (what a Buy pays,
 * the gross of a Sell, as the fee tiers count it).
 */
export async function usedSince(
  db: Db,
  userId: string,
  kind: LimitKind,
  since: { day: Date; month: Date },
): Promise<{ today: string; month: string }> {
  // A month starts at the start of one of its days, so the month's rows hold the day's.
  const from = since.month;
  const query =
    kind === 'trade_value'
      ? sql<{ today: string; month: string }>`
          SELECT trim_scale(coalesce(sum(value) FILTER (WHERE created_at >= ${since.day}::timestamptz), 0))::text
                   AS today,
                 trim_scale(coalesce(sum(value) FILTER (WHERE created_at >= ${since.month}::timestamptz), 0))::text
                   AS month
            FROM (SELECT created_at, CASE side WHEN 'Buy' THEN paid ELSE received + fee_value END AS value
                    FROM orders
                   WHERE user_id = ${userId}::bigint AND status <> 'Cancelled'
                     AND created_at >= ${from}::timestamptz) placed`
      : sql<{ today: string; month: string }>`
          SELECT trim_scale(coalesce(sum(amount) FILTER (WHERE created_at >= ${since.day}::timestamptz), 0))::text
                   AS today,
                 trim_scale(coalesce(sum(amount) FILTER (WHERE created_at >= ${since.month}::timestamptz), 0))::text
                   AS month
            FROM wallet_transactions
           WHERE user_id = ${userId}::bigint AND status <> 'Rejected'
             AND type = ${kind === 'irt_deposit' ? 'Deposit' : 'Withdraw'}
             AND currency = ${kind === 'usdt_withdrawal' ? 'USDT' : 'IRT'}
             AND created_at >= ${from}::timestamptz`;
  const { rows } = await query.execute(db);
  return rows[0] ?? { today: '0', month: '0' };
}

/**
 * Serialises the limit checks of one person: two requests (a withdrawal in each currency, a buy and a
 * sell) lock different ledger accounts, so without this each would count before the other is written.
 * Taken before any ledger lock, by every path that checks a limit, so it never waits inside one.
 */
export async function lockLimitsOf(db: Db, userId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${`limits:${userId}`}, 0))`.execute(db);
}
