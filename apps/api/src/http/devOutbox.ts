import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { DomainError } from '../errors/DomainError.js';

export interface DevOutboxOptions {
  /** The mail outbox folder; the page exists only when this is set and `config.devOutbox` is on. */
  outboxDir: string | undefined;
  /** The outbox's plain listing file and the line that starts each message in it (the mail module's format). */
  listing: string;
  separator: string;
}

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

/**
 * Headers a proxy adds. A reverse proxy on the same machine connects from loopback, so without this check
 * it would hand the page (and every sign-up code in it) to anyone who can reach the proxy.
 */
const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-real-ip',
  'via',
] as const;

/**
 * The names this machine answers to on loopback, with any port. A page of another site can have its own
 * name resolve to 127.0.0.1 (DNS rebinding): the browser then connects from loopback, but still sends that
 * site's name as Host, and reads the answer as its own.
 */
const LOOPBACK_HOST = /^(localhost|127\.0\.0\.1|\[::1\])(:[0-9]{1,5})?$/i;

/** A person at this machine's own browser: a loopback connection that no proxy relayed, to a loopback name. */
export function isLocalPerson(request: FastifyRequest): boolean {
  // The socket's address, never request.ip: with TRUST_PROXY that one comes from a header.
  if (!LOOPBACK.has(request.socket.remoteAddress ?? '')) return false;
  if (!LOOPBACK_HOST.test(request.headers.host ?? '')) return false;
  return FORWARDING_HEADERS.every((header) => request.headers[header] === undefined);
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * GET /dev/outbox: the local outbox as a page, newest first, so a person trying the quick start can read
 * their sign-up code. Not part of the API contract: a quick-start aid that exists only without SMTP, in
 * development or the quick start (`config.devOutbox`).
 */
export const devOutboxPlugin = fp<DevOutboxOptions>(
  async (app, { outboxDir, listing: listingFile, separator }) => {
    // Checked here too, so that registering the plugin is never what turns the page on.
    if (!outboxDir || !app.core.config.devOutbox) return;
    app.get('/dev/outbox', async (request, reply) => {
      // Sign-up and reset codes are in there: only a person on this machine may read them; anyone else gets
      // the answer of a path that does not exist.
      if (!isLocalPerson(request)) throw new DomainError('notFound', 'error.notFound');
      const listing = await readFile(join(outboxDir, listingFile), 'utf8').catch(() => '');
      const entries = listing
        .split(`\n${separator}`)
        .map((entry) => entry.replace(new RegExp(`^${separator}`), '').trim())
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
  { name: 'dev-outbox', dependencies: ['core'] },
);
