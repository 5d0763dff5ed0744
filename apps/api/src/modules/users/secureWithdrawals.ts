import type { Db } from '../../db/transaction.js';

/** The row's columns that say whether secure-withdrawal mode is in force (migrations/0025). */
export interface SecureModeColumns {
  secure_withdrawals_since: Date | null;
  secure_withdrawals_end_at: Date | null;
}

export interface SecureMode {
  /** In force at the moment asked about (also while an asked-for end has not come). */
  isOn: boolean;
  since: Date | null;
  /** When an asked-for end takes effect; null while the mode stays on (or is off). */
  endsAt: Date | null;
}

/** Whether the mode is in force `at`: on since `since`, until an asked-for end has come. */
export function secureModeAt(row: SecureModeColumns, at: Date): SecureMode {
  const since = row.secure_withdrawals_since;
  const endAt = row.secure_withdrawals_end_at;
  const isOn = since !== null && since <= at && (endAt === null || endAt > at);
  return isOn ? { isOn, since, endsAt: endAt } : { isOn: false, since: null, endsAt: null };
}

/**
 * Turns the mode on at once, or asks for its end `waitSeconds` ahead. Turning it on while an end is pending
 * keeps it on (the end is dropped); asking again for an end that is pending keeps the earlier end, so asking
 * twice does not push it further. Locks the row: two changes at once are decided one after the other.
 */
export async function turnSecureWithdrawals(
  db: Db,
  userId: string,
  change: { on: boolean; at: Date; waitSeconds: number },
): Promise<{ before: SecureMode; after: SecureMode }> {
  const row = await db
    .selectFrom('users')
    .select(['secure_withdrawals_since', 'secure_withdrawals_end_at'])
    .where('id', '=', userId as never)
    .forUpdate()
    .executeTakeFirstOrThrow();
  const { at } = change;
  const now = secureModeAt(row, at);
  let next: SecureModeColumns;
  if (change.on) {
    next = { secure_withdrawals_since: now.isOn ? now.since : at, secure_withdrawals_end_at: null };
  } else if (!now.isOn) {
    next = { secure_withdrawals_since: null, secure_withdrawals_end_at: null };
  } else {
    const end = now.endsAt ?? new Date(at.getTime() + change.waitSeconds * 1000);
    next = { secure_withdrawals_since: now.since, secure_withdrawals_end_at: end };
  }
  await db
    .updateTable('users')
    .set({ ...next, updated_at: at })
    .where('id', '=', userId as never)
    .execute();
  return { before: now, after: secureModeAt(next, at) };
}
