import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/transaction.js';
import './freezeLinkTables.js';

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * A new "this was not me" link for the person, valid for `seconds`: answers the token to put in the mail
 * (only its hash is kept).
 */
export async function createFreezeLink(db: Db, userId: string, at: Date, seconds: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('freeze_links')
    .values({
      token_hash: hashOf(token),
      user_id: userId,
      created_at: at,
      expires_at: new Date(at.getTime() + seconds * 1000),
    })
    .execute();
  return token;
}

/**
 * Uses a link: stops the person's withdrawals (a freeze already in place keeps its time) and answers whose
 * they were and since when; null for a token that is unknown, used or expired. One statement takes the
 * token, so it works once whichever process gets it.
 */
export async function freezeWithdrawalsByLink(
  db: Db,
  token: string,
  at: Date,
): Promise<{ userId: string; frozenAt: Date } | null> {
  const used = await db
    .updateTable('freeze_links')
    .set({ used_at: at })
    .where('token_hash', '=', hashOf(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .returning('user_id')
    .executeTakeFirst();
  if (!used) return null;
  const frozen = await db
    .updateTable('users')
    .set((eb) => ({ withdrawals_frozen_at: eb.fn.coalesce('withdrawals_frozen_at', eb.val(at)) }))
    .where('id', '=', used.user_id as never)
    .returning('withdrawals_frozen_at')
    .executeTakeFirstOrThrow();
  return { userId: used.user_id, frozenAt: frozen.withdrawals_frozen_at! };
}

/**
 * Opens the withdrawals of the person of `email` again; answers who and since when they were stopped, or
 * why not: `unknown` (no such account) or `notFrozen`.
 */
export async function liftWithdrawalFreeze(
  db: Db,
  email: string,
): Promise<{ userId: string; email: string; frozenAt: Date } | 'unknown' | 'notFrozen'> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'withdrawals_frozen_at'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .forUpdate()
    .executeTakeFirst();
  if (!user) return 'unknown';
  if (!user.withdrawals_frozen_at) return 'notFrozen';
  await db
    .updateTable('users')
    .set({ withdrawals_frozen_at: null, withdrawals_frozen_note: null })
    .where('id', '=', user.id as never)
    .execute();
  return { userId: user.id, email: user.email, frozenAt: user.withdrawals_frozen_at };
}

export type DeskFreeze = 'withdrawals' | 'trading';

/**
 * An operator stops the person's withdrawals or trading with `note` (shown to them with each refusal); the
 * row is locked, so a withdrawal or order being made now is decided wholly before or after.
 */
export async function freezeByDesk(
  db: Db,
  email: string,
  what: DeskFreeze,
  note: string,
  at: Date,
): Promise<{ userId: string; email: string } | 'unknown' | 'alreadyFrozen'> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'withdrawals_frozen_at', 'trading_frozen_at'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .forUpdate()
    .executeTakeFirst();
  if (!user) return 'unknown';
  const frozen = what === 'withdrawals' ? user.withdrawals_frozen_at : user.trading_frozen_at;
  if (frozen) return 'alreadyFrozen';
  await db
    .updateTable('users')
    .set(
      what === 'withdrawals'
        ? { withdrawals_frozen_at: at, withdrawals_frozen_note: note }
        : { trading_frozen_at: at, trading_frozen_note: note },
    )
    .where('id', '=', user.id as never)
    .execute();
  return { userId: user.id, email: user.email };
}

/** An operator lets the person trade again. */
export async function liftTradingFreeze(
  db: Db,
  email: string,
): Promise<{ userId: string; email: string; frozenAt: Date } | 'unknown' | 'notFrozen'> {
  const user = await db
    .selectFrom('users')
    .select(['id', 'email', 'trading_frozen_at'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .forUpdate()
    .executeTakeFirst();
  if (!user) return 'unknown';
  if (!user.trading_frozen_at) return 'notFrozen';
  await db
    .updateTable('users')
    .set({ trading_frozen_at: null, trading_frozen_note: null })
    .where('id', '=', user.id as never)
    .execute();
  return { userId: user.id, email: user.email, frozenAt: user.trading_frozen_at };
}

/** Whether the desk stopped the person's trading, read FOR SHARE inside the order's transaction. */
export async function tradingFreezeOf(db: Db, id: string): Promise<{ note: string } | null> {
  const row = await db
    .selectFrom('users')
    .select(['trading_frozen_at', 'trading_frozen_note'])
    .where('id', '=', id as never)
    .forShare()
    .executeTakeFirst();
  return row?.trading_frozen_at ? { note: row.trading_frozen_note ?? '' } : null;
}
