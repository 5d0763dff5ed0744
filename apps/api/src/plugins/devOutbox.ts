import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/HttpError.js';
import { OUTBOX_LISTING, OUTBOX_SEPARATOR } from '../modules/mail/mailer.js';

export interface DevOutboxOptions {
  /** The mail outbox folder; the page exists only when this is set (embedded database, no SMTP). */
  outboxDir: string | undefined;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * GET /dev/outbox: the local outbox as a page, newest first, so a person trying the quick start can read
 * their sign-up code. Not part of the API contract: a quick-start aid that exists only without SMTP.
 */
export const devOutboxPlugin = fp<DevOutboxOptions>(
  async (app, { outboxDir }) => {
    if (!outboxDir) return;
    app.get('/dev/outbox', async (request, reply) => {
      // Sign-up and reset codes are in there: only a person on this machine may read them.
      if (!LOOPBACK.has(request.socket.remoteAddress ?? '')) {
        throw new HttpError(404, 'error.notFound');
      }
      const listing = await readFile(join(outboxDir, OUTBOX_LISTING), 'utf8').catch(() => '');
      const entries = listing
        .split(`\n${OUTBOX_SEPARATOR}`)
        .map((entry) => entry.replace(new RegExp(`^${OUTBOX_SEPARATOR}`), '').trim())
        .filter(Boolean)
        .reverse();
      const items = entries.map((entry) => `<li><pre>${escapeHtml(entry)}</pre></li>`).join('\n');
      return reply
        .header('cache-control', 'no-store')
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sarraf outbox</title>` +
            `<style>body{font-family:sans-serif;margin:1rem}pre{white-space:pre-wrap;unicode-bidi:plaintext}` +
            `li{border-block-end:1px solid #ccc;padding-block:.5rem}</style></head><body>` +
            `<h1>Outbox (${entries.length})</h1><p>Mail the server would have sent, newest first.</p>` +
            `<ol>${items}</ol></body></html>`,
        );
    });
  },
  { name: 'dev-outbox' },
);
