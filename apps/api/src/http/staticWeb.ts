import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { t } from '../i18n/translate.js';
import { sendError } from './errorHandler.js';

export interface StaticWebOptions {
  /** Built web app folder (index.html + assets/); when undefined only the API is served. */
  webDist: string | undefined;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';

function wantsHtml(request: FastifyRequest): boolean {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    (request.headers.accept ?? '').includes('text/html')
  );
}

/** Whether a request URL is the API's (`/api`, `/api/...`, `/api?...`), never the web app's. */
export function isApi(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * Serves the web app on the API's port in production: hashed files under /assets are cached forever,
 * index.html never (so a deploy is picked up at once), and browser navigations to client routes get
 * index.html. Everything else that matches no route, /api/* above all, is a JSON 404.
 */
export const staticWebPlugin = fp<StaticWebOptions>(
  async (app, { webDist }) => {
    const serveWeb = webDist !== undefined && existsSync(join(webDist, 'index.html'));
    if (webDist !== undefined && !serveWeb)
      app.log.warn(`no built web app in ${webDist}; serving the API only`);
    if (serveWeb) {
      await app.register(fastifyStatic, {
        root: webDist,
        prefix: '/',
        index: false,
        // One route per built file instead of a catch-all, so "/" and client routes fall through to the
        // not-found handler (the SPA fallback) instead of a directory listing refusal.
        wildcard: false,
        cacheControl: false,
        setHeaders: (res: FastifyReply, path: string) => {
          const assets = join(webDist, 'assets');
          res.header('cache-control', path.startsWith(assets) ? IMMUTABLE : 'no-cache');
        },
      });
    }
    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      if (serveWeb && wantsHtml(request) && !isApi(request.url)) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html');
      }
      return sendError(reply, 404, { message: t(request.locale, 'error.notFound') });
    });
  },
  { name: 'static-web', dependencies: ['locale'] },
);
