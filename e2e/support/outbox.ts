import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';

// The server has no SMTP_URL in the journeys, so every mail lands as an .eml file in <DATA_DIR>/outbox (the
// Playwright config shares DATA_DIR through E2E_DATA_DIR). A person would read it in their mailbox; the
// outbox is that mailbox here.

/** The body of a raw message, decoded from the transfer encodings nodemailer uses for text. */
function bodyOf(raw: string): string {
  const split = raw.indexOf('\n\n');
  const head = raw.slice(0, split).replace(/\r/g, '');
  const body = raw.slice(split + 2);
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(head)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

const ENCODED_WORD = /=\?[^?]+\?([BQ])\?([^?]*)\?=/gi;

/** The bytes of one RFC 2047 encoded word's text. */
const wordBytes = (encoding: string, text: string): Buffer =>
  encoding.toUpperCase() === 'B'
    ? Buffer.from(text, 'base64')
    : Buffer.from(
        text
          .replace(/_/g, ' ')
          .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) =>
            String.fromCharCode(Number.parseInt(hex, 16)),
          ),
        'latin1',
      );

/**
 * The head with folded lines joined and MIME encoded words (RFC 2047, as nodemailer writes a Persian
 * subject) decoded, so a subject is matched as it reads. A run of adjacent words is one text: a character
 * may be split between two of them.
 */
function readableHead(raw: string): string {
  const head = raw
    .slice(0, raw.indexOf('\n\n'))
    .replace(/\r/g, '')
    .replace(/\n[ \t]+/g, ' ');
  return head.replace(/=\?[^?]+\?[BQ]\?[^?]*\?=(?:\s*=\?[^?]+\?[BQ]\?[^?]*\?=)*/gi, (run) =>
    Buffer.concat(
      [...run.matchAll(ENCODED_WORD)].map(([, encoding, text]) => wordBytes(encoding!, text!)),
    ).toString('utf8'),
  );
}

/** The body of the newest mail to `to` whose head matches `subject`, waiting for the background delivery. */
export async function mailFromOutbox(to: string, subject: RegExp, what = `a mail to ${to}`): Promise<string> {
  const outbox = join(process.env.E2E_DATA_DIR ?? '', 'outbox');
  let body: string | undefined;
  await expect
    .poll(
      async () => {
        const names = (await readdir(outbox).catch(() => [] as string[])).filter((name) =>
          name.endsWith('.eml'),
        );
        // Names start with the ISO time of sending: the last one sorts last.
        for (const name of names.sort().reverse()) {
          const raw = await readFile(join(outbox, name), 'utf8');
          const head = readableHead(raw);
          if (!new RegExp(`^To: ${to.replace(/[.+]/g, '\\$&')}\\s*$`, 'im').test(head)) continue;
          if (!subject.test(head)) continue;
          body = bodyOf(raw);
          return true;
        }
        return false;
      },
      { timeout: 30_000, message: what },
    )
    .toBe(true);
  return body!;
}

/** The 6-digit code of the newest mail to `to` whose subject matches, waiting for the background delivery. */
export async function codeFromOutbox(to: string, subject: RegExp): Promise<string> {
  const body = await mailFromOutbox(to, subject, `a mail to ${to} with a code`);
  const code = /\b(\d{6})\b/.exec(body)?.[1];
  expect(code, `a code in the mail to ${to}`).toMatch(/^\d{6}$/);
  return code!;
}
