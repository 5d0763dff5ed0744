import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { simpleParser, type ParsedMail } from 'mailparser';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../../../src/db/transaction.js';
import { createMailer, type Mailer } from '../../../src/modules/mail/index.js';
import {
  notify,
  sendDueNotificationEmails,
  watchNotificationEmails,
  type NotificationEvent,
} from '../../../src/modules/notifications/index.js';
import { EMAIL_CLAIM_SECONDS } from '../../../src/modules/notifications/notificationOutbox.js';
import { buildTestApp, type TestContext } from '../../helpers/buildTestApp.js';
import { POSTGRES_URL, TEST_DB } from '../../helpers/testDb.js';
import { insertUserIfAbsent, newReferralCode } from '../../../src/modules/users/index.js';

// A real SMTP server in this process: the mail goes over the wire and is parsed as a mail client would.
const received: ParsedMail[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream).then(
      (mail) => {
        received.push(mail);
        callback();
      },
      (error: Error) => callback(error),
    );
  },
});

let ctx: TestContext;
let mailer: Mailer;
let sara: { id: string };
let reza: { id: string };
// The queue gets a schema of its own; on PostgreSQL it lives in the shared `test` database and is dropped.
const schema = `notification_emails_${randomBytes(4).toString('hex')}`;

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, outboxDir: '/nonexistent' });
  ctx = await buildTestApp({ mailer });
  const person = async (email: string, locale: 'fa' | 'en') =>
    (await insertUserIfAbsent(ctx.db.db, { email, locale, referral_code: newReferralCode() }))!;
  sara = await person('sara@example.com', 'en');
  reza = await person('reza@example.com', 'fa');
});
afterAll(async () => {
  if (TEST_DB === 'postgres') {
    const admin = new pg.Client({ connectionString: POSTGRES_URL });
    await admin.connect();
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
  }
  await ctx?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** Writes one notification in its own committed transaction; returns its id. */
async function notified(event: Omit<NotificationEvent, 'at'>): Promise<string> {
  await withTransaction(ctx.db.db, (trx) => notify(trx, { ...event, at: ctx.clock.now() }));
  const row = await ctx.db.db
    .selectFrom('notifications')
    .select('id')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return row.id;
}

const messageIdOf = (id: string) => `<notification-${id}@sarraf.local>`;
const copiesOf = (id: string) => received.filter((mail) => mail.messageId === messageIdOf(id));
const send = (with_: Mailer = mailer) => sendDueNotificationEmails(ctx.db.db, with_, ctx.clock.now);

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = performance.now() + 20_000;
  while (!condition()) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

describe('the outbox', () => {
  it("mails each notification once, in its person's language, under the notification's own Message-ID", async () => {
    const filled = await notified({
      userId: sara.id,
      kind: 'order_filled',
      params: { id: '7' },
      link: '/orders/7/details',
    });
    const deposit = await notified({
      userId: reza.id,
      kind: 'deposit_approved',
      params: { amount: '1000000', currency: 'IRT' },
      link: '/cash-withdraw/IRT/3',
    });
    expect(received).toEqual([]);

    expect(await send()).toEqual({ sent: 2, failed: [] });
    const [en] = copiesOf(filled);
    expect(en?.subject).toBe('Order filled');
    expect(en?.text?.trim()).toBe(
      'Your order #7 was filled.\n\nLog in to your Sarraf account to see the details.',
    );
    expect(en?.headers.get('content-language')).toBe('en');
    expect(JSON.stringify(en?.to)).toContain('sara@example.com');
    const [fa] = copiesOf(deposit);
    expect(fa?.subject).toBe('واریز تأیید شد');
    expect(fa?.text).toContain('واریز ۱٬۰۰۰٬۰۰۰ تومان تأیید شد و به موجودی شما افزوده شد.');
    expect(fa?.headers.get('content-language')).toBe('fa');

    const rows = await ctx.db.db
      .selectFrom('notifications')
      .select(['email_status', 'email_sent_at'])
      .where('id', 'in', [filled, deposit])
      .execute();
    expect(rows).toEqual([
      { email_status: 'sent', email_sent_at: ctx.clock.now() },
      { email_status: 'sent', email_sent_at: ctx.clock.now() },
    ]);
    expect(await send()).toEqual({ sent: 0, failed: [] });
    expect(received).toHaveLength(2);
  });

  it('a notification whose transaction rolled back is never mailed', async () => {
    await expect(
      withTransaction(ctx.db.db, async (trx) => {
        await notify(trx, {
          userId: sara.id,
          kind: 'order_filled',
          params: { id: '8' },
          link: null,
          at: ctx.clock.now(),
        });
        throw new Error('the order failed after notifying');
      }),
    ).rejects.toThrow('the order failed');
    expect(await send()).toEqual({ sent: 0, failed: [] });
    expect(received).toHaveLength(2);
  });

  // PGlite is one connection: a sender there waits for the open transaction instead of running beside it.
  it.runIf(TEST_DB === 'postgres')(
    'a sender running while the transaction is open mails only after commit',
    async () => {
      let id = '';
      await withTransaction(ctx.db.db, async (trx) => {
        await notify(trx, {
          userId: reza.id,
          kind: 'order_filled',
          params: { id: '11' },
          link: null,
          at: ctx.clock.now(),
        });
        const row = await trx
          .selectFrom('notifications')
          .select('id')
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow();
        id = row.id;
        expect(await send()).toEqual({ sent: 0, failed: [] });
      });
      expect(copiesOf(id)).toHaveLength(0);
      expect(await send()).toEqual({ sent: 1, failed: [] });
      expect(copiesOf(id)).toHaveLength(1);
    },
  );

  it('mail the server refused is tried again after a pause, not lost', async () => {
    const id = await notified({ userId: sara.id, kind: 'verification_approved', link: '/profile' });
    const unreachable = createMailer({ smtpUrl: 'smtp://127.0.0.1:9', outboxDir: '/nonexistent' });
    const failing = await send(unreachable);
    expect(failing.sent).toBe(0);
    expect(failing.failed.map((failure) => failure.id)).toEqual([id]);
    expect(await send()).toEqual({ sent: 0, failed: [] }); // not due yet
    ctx.clock.advanceSeconds(60);
    expect(await send()).toEqual({ sent: 1, failed: [] });
    expect(copiesOf(id)).toHaveLength(1);
  });

  it('a sender that stopped between sending and marking: sent once more after the claim lapses, same Message-ID', async () => {
    const id = await notified({ userId: reza.id, kind: 'order_expired', params: { id: '9' }, link: null });
    // Delivers, then never comes back: the process "died" before it could mark the row sent.
    const dying: Mailer = {
      ...mailer,
      deliver: (message) => mailer.deliver(message).then(() => new Promise(() => {})),
    };
    void send(dying);
    await until(() => copiesOf(id).length === 1, 'the first copy');

    expect(await send()).toEqual({ sent: 0, failed: [] }); // still claimed by the sender that died
    ctx.clock.advanceSeconds(EMAIL_CLAIM_SECONDS);
    expect(await send()).toEqual({ sent: 1, failed: [] });
    expect(copiesOf(id).map((mail) => mail.subject)).toEqual(['مهلت سفارش تمام شد', 'مهلت سفارش تمام شد']);
    expect(await send()).toEqual({ sent: 0, failed: [] });
  });
});

it('two senders at once never take the same notification (each mailed once)', async () => {
  const ids: string[] = [];
  for (let n = 0; n < 45; n += 1)
    ids.push(
      await notified({ userId: sara.id, kind: 'order_filled', params: { id: String(100 + n) }, link: null }),
    );
  const [one, two] = await Promise.all([send(), send()]);
  expect(one!.sent + two!.sent).toBe(45);
  expect([...one!.failed, ...two!.failed]).toEqual([]);
  await mailer.idle();
  expect(ids.map((id) => copiesOf(id).length)).toEqual(ids.map(() => 1));
});

describe('the background job', () => {
  const start = () =>
    watchNotificationEmails(ctx.app.core, TEST_DB === 'postgres' ? POSTGRES_URL : undefined, {
      pollingIntervalSeconds: 0.5,
      probeSeconds: 1,
      schema,
      onError: (error) => errors.push(error),
    });
  const errors: Error[] = [];

  it('mails what was committed; stopped and started again, it sends nothing twice', async () => {
    const before = await notified({
      userId: sara.id,
      kind: 'withdraw_paid',
      params: { amount: '5', currency: 'USDT' },
      link: null,
    });
    const first = await start();
    await until(() => copiesOf(before).length > 0, 'the job to mail');
    await first.stop();

    const after = await notified({ userId: reza.id, kind: 'order_filled', params: { id: '10' }, link: null });
    const second = await start();
    await until(() => copiesOf(after).length > 0, 'the restarted job to mail');
    await second.stop();
    await mailer.idle();

    expect(copiesOf(before)).toHaveLength(1);
    expect(copiesOf(after)).toHaveLength(1);
    expect(copiesOf(before)[0]?.subject).toBe('Withdrawal paid');
    expect(errors).toEqual([]);
  }, 60_000);

  it('mails a notification written while it runs within seconds, not at the next minute', async () => {
    const watcher = await start();
    let written = '';
    try {
      // The run at start has found nothing to send; the next minute's run is far off.
      await sleep(1000);
      written = await notified({
        userId: sara.id,
        kind: 'deposit_approved',
        params: { amount: '7', currency: 'USDT' },
        link: null,
      });
      // `until` gives up after 20 s: only the probe (every second here) can make it in time.
      await until(() => copiesOf(written).length > 0, 'the probe to wake the job');
    } finally {
      await watcher.stop();
    }
    await mailer.idle();
    expect(copiesOf(written)).toHaveLength(1);
    expect(errors).toEqual([]);
  }, 60_000);
});
