import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { t } from '../i18n/translate.js';
import { sendError } from './errorHandler.js';
import { createLandingPage } from './landingPage.js';

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

/** Where the build puts pages rendered ahead of time: `pages/login.html` is the first view of `/login`. */
export const PRERENDERED_DIR = 'pages';

/**
 * The prerendered pages of a build, by the route they show (`/login` -> `pages/login.html`). Read once at
 * start: a build is never changed under a running server.
 */
function prerenderedPages(webDist: string): Map<string, string> {
  const dir = join(webDist, PRERENDERED_DIR);
  const pages = new Map<string, string>();
  if (!existsSync(dir)) return pages;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
    const file = relative(webDist, join(entry.parentPath, entry.name)).split(sep).join('/');
    const route = `/${file.slice(PRERENDERED_DIR.length + 1, -'.html'.length)}`;
    pages.set(route, file);
  }
  return pages;
}

/** Where the build lists the page documents of signed-in routes, by route pattern (`/trade/:pair`). */
export const ROUTE_DOCUMENTS_TABLE = 'documents/routes.json';

/**
 * The page documents of a build's signed-in routes (apps/web build/routeDocument.ts): index.html that also
 * preloads the route's own files and starts its first calls. A function from a route to its document, or
 * undefined. Read once at start, as the prerendered pages.
 */
function routeDocuments(webDist: string): (route: string) => string | undefined {
  const file = join(webDist, ROUTE_DOCUMENTS_TABLE);
  if (!existsSync(file)) return () => undefined;
  const table = Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>).map(
    ([pattern, document]) => ({ segments: pattern.split('/'), document }),
  );
  return (route) => {
    const segments = route.split('/');
    return table.find(
      (entry) =>
        entry.segments.length === segments.length &&
        entry.segments.every(
          (segment, index) => segment === segments[index] || (segment.startsWith(':') && segments[index]),
        ),
    )?.document;
  };
}

/** The route of a request URL: no query, no trailing slash (`/login/?x=1` -> `/login`). */
function routeOf(url: string): string {
  const path = url.split('?', 1)[0] ?? '/';
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** Whether a request URL is the API's (`/api`, `/api/...`, `/api?...`), never the web app's. */
export function isApi(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * Serves the web app on the API's port in production: hashed files under /assets are cached forever,
 * index.html never (so a deploy is picked up at once), and browser navigations to client routes get
 * index.html, or the page prerendered for that route when the build made one. Files are sent as the
 * build compressed them (`x.js.br`, `x.js.gz`), by the request's Accept-Encoding. /landing is drawn per
 * request when the build has its server-side entry (landingPage.ts), and a visitor surely signed out is sent
 * there from `/` at once. A signed-in route the build wrote a document for (its files preloaded, its first
 * calls started) gets that document. Everything else that
 * matches no route, /api/* above all, is a JSON 404.
 */
export const staticWebPlugin = fp<StaticWebOptions>(
  async (app, { webDist }) => {
    const serveWeb = webDist !== undefined && existsSync(join(webDist, 'index.html'));
    if (webDist !== undefined && !serveWeb)
      app.log.warn(`no built web app in ${webDist}; serving the API only`);
    const pages = serveWeb ? prerenderedPages(webDist) : new Map<string, string>();
    const documentOf = serveWeb ? routeDocuments(webDist) : () => undefined;
    const landing = serveWeb ? await createLandingPage(app, webDist) : undefined;
    if (serveWeb) {
      await app.register(fastifyStatic, {
        root: webDist,
        prefix: '/',
        index: false,
        // One route per built file instead of a catch-all, so "/" and client routes fall through to the
        // not-found handler (the SPA fallback) instead of a directory listing refusal.
        wildcard: false,
        cacheControl: false,
        // The build writes a brotli and a gzip copy next to every text file; compressing on each request
        // would cost CPU for the same bytes every time.
        preCompressed: true,
        setHeaders: (res: FastifyReply, path: string) => {
          const assets = join(webDist, 'assets');
          res.header('cache-control', path.startsWith(assets) ? IMMUTABLE : 'no-cache');
        },
      });
    }
    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      if (serveWeb && wantsHtml(request) && !isApi(request.url)) {
        const route = routeOf(request.url);
        if (landing && request.method === 'GET') {
          if (route === '/landing' && (await landing.send(request, reply))) return reply;
          if (route === '/' && (await landing.isGuest(request))) {
            const query = request.url.indexOf('?');
            return reply.redirect(query < 0 ? '/landing' : `/landing${request.url.slice(query)}`, 302);
          }
        }
        const page = pages.get(route) ?? documentOf(route) ?? 'index.html';
        return reply.header('cache-control', 'no-cache').sendFile(page);
      }
      return sendError(reply, 404, { message: t(request.locale, 'error.notFound') });
    });
  },
  { name: 'static-web', dependencies: ['locale'] },
);
