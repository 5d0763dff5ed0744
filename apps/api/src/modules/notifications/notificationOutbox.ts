import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { withTransaction } from '../../db/transaction.js';
import type { Mailer } from '../mail/index.js';
import { createFreezeLink } from '../users/index.js';
import {
  freezeUrlOf,
  isSecurityNotice,
  notificationMail,
  type FreezeLinkSettings,
  type MailableNotification,
} from './notificationMail.js';

/** Rows claimed per transaction: small, so a claim is short and other senders take the next ones. */
export const EMAIL_BATCH = 20;
/** A claim older than this belongs to a sender that stopped mid-batch: the row is claimable again. */
export const EMAIL_CLAIM_SECONDS = 5 * 60;
/** Tries per email (a claim counts as one) before it is given up as `failed`. */
export const EMAIL_MAX_ATTEMPTS = 8;
/** Back-off after a failed try: 1, 2, 4... minutes, at most six hours. */
const retryDelayMs = (attempts: number) => Math.min(2 ** (attempts - 1), 360) * 60_000;

type Claimed = MailableNotification & { attempts: number };

export interface OutboxReport {
  sent: number;
  /** Tries that failed this run (each retried later, or given up after EMAIL_MAX_ATTEMPTS). */
  failed: { id: string; error: unknown }[];
}

/**
 * Claims due rows (FOR UPDATE SKIP LOCKED, so concurrent senders never take the same row) and commits the
 * claim before sending: no transaction is held open while the mail server is slow. Reads the person's
 * address and language now, so a change of language before sending applies.
 */
async function claimDue(db: Kysely<Database>, at: Date): Promise<Claimed[]> {
  const until = new Date(at.getTime() + EMAIL_CLAIM_SECONDS * 1000);
  return withTransaction(db, async (trx) => {
    const { rows } = await sql<Claimed>`
      WITH due AS (
        SELECT id FROM notifications
        WHERE email_status IN ('pending', 'sending') AND email_due_at <= ${at}
        ORDER BY email_due_at, id
        LIMIT ${EMAIL_BATCH}
        FOR UPDATE SKIP LOCKED
      )
      UPDATE notifications AS n
      SET email_status = 'sending', email_due_at = ${until}, email_attempts = n.email_attempts + 1
      FROM due, users AS u
      WHERE n.id = due.id AND u.id = n.user_id
      RETURNING n.id::text AS id, n.user_id::text AS user_id, n.kind, n.params, n.email_attempts AS attempts, u.email, u.locale,
                u.anti_phishing_phrase`.execute(trx);
    return [...rows].sort((a, b) => Number(BigInt(a.id) - BigInt(b.id)));
  });
}

/** Whether any email is due now: one probe on the outbox's index, cheap enough to ask every few seconds. */
export async function hasDueEmails(db: Kysely<Database>, at: Date): Promise<boolean> {
  const { rows } = await sql<{ due: boolean }>`
    SELECT EXISTS (SELECT 1 FROM notifications
                    WHERE email_status IN ('pending', 'sending') AND email_due_at <= ${at}) AS due`.execute(
    db,
  );
  return rows[0]?.due === true;
}

async function markSent(db: Kysely<Database>, id: string, at: Date): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ email_status: 'sent', email_sent_at: at, email_error: null })
    .where('id', '=', id)
    .where('email_status', '=', 'sending')
    .execute();
}

async function markFailed(db: Kysely<Database>, row: Claimed, at: Date, error: unknown): Promise<void> {
  const givenUp = row.attempts >= EMAIL_MAX_ATTEMPTS;
  await db
    .updateTable('notifications')
    .set({
      email_status: givenUp ? 'failed' : 'pending',
      email_due_at: new Date(at.getTime() + retryDelayMs(row.attempts)),
      email_error: String((error as Error)?.message ?? error).slice(0, 500),
    })
    .where('id', '=', row.id)
    .where('email_status', '=', 'sending')
    .execute();
}

/**
 * Sends the email of every notification that is due, batch after batch, until none is: claim (commit),
 * send, mark sent. At least once: a sender that stops between sending and marking leaves the row claimed,
 * and after EMAIL_CLAIM_SECONDS it is sent again, with the same Message-ID. A row claimed more than
 * EMAIL_MAX_ATTEMPTS times is given up (a sender that dies on it every time must not loop for ever).
 */
export async function sendDueNotificationEmails(
  db: Kysely<Database>,
  mailer: Mailer,
  now: () => Date,
  links?: FreezeLinkSettings,
): Promise<OutboxReport> {
  const report: OutboxReport = { sent: 0, failed: [] };
  for (;;) {
    const claimed = await claimDue(db, now());
    if (claimed.length === 0) return report;
    for (const row of claimed) {
      try {
        if (row.attempts > EMAIL_MAX_ATTEMPTS) throw new Error('too many attempts');
        // A security notice's mail carries a "this was not me" link of its own (made per sending).
        const freeze =
          links && isSecurityNotice(row.kind)
            ? {
                url: freezeUrlOf(
                  links,
                  await createFreezeLink(db, row.user_id, now(), links.freezeLinkSeconds),
                ),
                hours: Math.round(links.freezeLinkSeconds / 3600),
              }
            : undefined;
        await mailer.deliver(notificationMail(row, freeze));
        await markSent(db, row.id, now());
        report.sent += 1;
      } catch (error) {
        report.failed.push({ id: row.id, error });
        await markFailed(db, row, now(), error);
      }
    }
  }
}
