import { randomBytes } from 'node:crypto';
import { appendFile, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** Language of the message, for the Content-Language header. */
  locale: 'fa' | 'en';
  /**
   * A Message-ID that stays the same when the same message is sent again (an outbox retried after a
   * crash), so receiving systems can recognise the copy. Default: a fresh one per send.
   */
  messageId?: string;
}

export interface Mailer {
  /** Sends in the background: callers answer at once (same time for known and unknown emails). */
  send(message: MailMessage): void;
  /** Sends now and resolves once delivered; rejects when it was not (an outbox then tries again). */
  deliver(message: MailMessage): Promise<void>;
  /** Resolves when every message handed to `send` so far has been delivered or has failed. */
  idle(): Promise<void>;
  /** Where mail goes, for the start-up banner. */
  readonly description: string;
}

export interface MailerOptions {
  /** SMTP URL (smtp://user:pass@host:port or smtps://...); unset writes to `outboxDir`. */
  smtpUrl: string | undefined;
  outboxDir: string;
  from?: string;
  onError?: (error: unknown) => void;
}

export const OUTBOX_LISTING = 'index.txt';
export const OUTBOX_SEPARATOR = '=== ';

/**
 * Mail through nodemailer: real SMTP when `smtpUrl` is set, otherwise a local outbox folder holding one
 * .eml file per message plus `index.txt`, a plain listing a person trying the quick start can read.
 */
export function createMailer(options: MailerOptions): Mailer {
  const from = options.from ?? 'Sarraf <no-reply@sarraf.local>';
  const transport = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const pending = new Set<Promise<void>>();

  async function deliver(message: MailMessage): Promise<void> {
    const info = await transport.sendMail({
      from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      headers: { 'Content-Language': message.locale },
      ...(message.messageId ? { messageId: message.messageId } : {}),
    });
    if (options.smtpUrl) return;
    const sentAt = new Date().toISOString();
    const name = `${sentAt.replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
    await mkdir(options.outboxDir, { recursive: true, mode: 0o700 });
    await writeFile(join(options.outboxDir, name), (info as unknown as { message: Buffer }).message, {
      mode: 0o600,
    });
    const entry = `${OUTBOX_SEPARATOR}${sentAt}  ${name}\nTo: ${message.to}\nSubject: ${message.subject}\n\n${message.text}\n\n`;
    await appendFile(join(options.outboxDir, OUTBOX_LISTING), entry, { mode: 0o600 });
  }

  return {
    description: options.smtpUrl
      ? 'SMTP (SMTP_URL)'
      : `local outbox ${options.outboxDir} (no SMTP_URL; one .eml per message, listing in ${OUTBOX_LISTING})`,
    send(message) {
      const job = deliver(message).catch((error: unknown) => options.onError?.(error));
      pending.add(job);
      void job.finally(() => pending.delete(job));
    },
    deliver(message) {
      const job = deliver(message);
      const settled = job.catch(() => undefined);
      pending.add(settled);
      void settled.finally(() => pending.delete(settled));
      return job;
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
