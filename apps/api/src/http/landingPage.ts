import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { components } from '../generated/schema.gen.js';
import { localeFrom } from '../i18n/translate.js';

type Market = components['schemas']['Market'];
type User = components['schemas']['User'];
type Locale = ReturnType<typeof localeFrom>;

/**
 * The cookie the web app keeps a copy of the reader's language in (features shared/i18n/localeCookie.ts).
 * Named in both places rather than in @sarraf/messages: the web build's server-side entry would then need
 * that package compiled before the web app is built.
 */
const LOCALE_COOKIE = 'app_locale';

/** What the web build's server-side entry draws (apps/web/src/pageDocument.ts). */
interface DrawnView {
  html: string;
  locale: Locale;
  title: string;
  state: unknown;
}

/** The web build's server-side entry (apps/web/src/prerender.tsx), built beside the app's files. */
interface WebRenderer {
  render(path: string, options: { locale: Locale; markets: Market[]; user: User | null }): Promise<DrawnView>;
  /** The build's page with a drawn view in it: language, title, root and the answers it carries. */
  fillPage(template: string, view: DrawnView): string;
}

/** Where the web build puts its server-side entry: `dist-server/render.mjs` beside `dist/`. */
function webRendererFile(webDist: string): string {
  return join(webDist, '..', 'dist-server', 'render.mjs');
}

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/**
 * A page sent per request is compressed on the way out (the build's own files have copies made ahead). A
 * quick brotli level: the page is small and a visitor waits on the server's time too.
 */
async function sendCompressed(request: FastifyRequest, reply: FastifyReply, html: string) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  reply.header('content-type', 'text/html; charset=utf-8').header('vary', 'Accept-Encoding, Cookie');
  if (/\bbr\b/.test(accepted)) {
    const body = await compressBrotli(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
    return reply.header('content-encoding', 'br').send(body);
  }
  if (/\bgzip\b/.test(accepted))
    return reply.header('content-encoding', 'gzip').send(await compressGzip(html));
  return reply.send(html);
}

/** Who is signed in, asked of this server as the app asks it: null for nobody, undefined when not known. */
async function signedInUser(app: FastifyInstance, request: FastifyRequest, locale: Locale) {
  const cookie = request.headers.cookie;
  // No cookie, no session: nothing to ask.
  if (!cookie) return null;
  const answer = await app.inject({
    method: 'GET',
    url: '/api/user',
    headers: { 'x-locale': locale, cookie },
    remoteAddress: request.ip,
  });
  if (answer.statusCode === 200) return answer.json() as User;
  return answer.statusCode === 401 ? null : undefined;
}

/**
 * The answers the page is drawn with, asked of this server as the browser would ask them (the same
 * contract, hooks and rate limits, counted against the visitor's address): null when either is not a
 * plain answer, and the build's page is sent instead.
 */
async function pageAnswers(
  app: FastifyInstance,
  request: FastifyRequest,
  locale: Locale,
): Promise<{ markets: Market[]; user: User | null } | null> {
  const [markets, user] = await Promise.all([
    app.inject({
      method: 'GET',
      url: '/api/markets',
      headers: { 'x-locale': locale },
      remoteAddress: request.ip,
    }),
    signedInUser(app, request, locale),
  ]);
  if (markets.statusCode !== 200 || user === undefined) return null;
  return { markets: (markets.json() as { data: Market[] }).data, user };
}

/**
 * How long a visitor waits for the page to be drawn (a render takes milliseconds): past it, the build's page is
 * sent, so a render that never ends (renders take turns) cannot hold every later visitor.
 */
export const RENDER_DEADLINE_MS = 2000;

/** `promise`, or a rejection once `ms` have passed. */
async function withDeadline<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`not drawn within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

export interface LandingPage {
  /** Draws /landing for this visitor and sends it; false when it could not, and nothing was sent. */
  send(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
  /**
   * Whether the visitor is surely signed out: `/` then sends them straight to /landing (the app would, after
   * loading itself for nothing). A signed-in visitor, or one the server cannot tell, gets the app at `/`.
   */
  isGuest(request: FastifyRequest): Promise<boolean>;
}

/**
 * The landing page drawn per request: in the reader's language (the cookie the app keeps), with the desk's
 * markets and, for a signed-in visitor, the way back into the app. Such a page is whole without a script,
 * so it tells the boot script (`data-when="interaction"`) to fetch the app when idle and run it at the
 * first touch; its answers go with it (`#page-state`), so the app starts from them and asks nothing again.
 * Undefined when the build has no server-side entry or no landing page: the build's page is served then.
 */
export async function createLandingPage(
  app: FastifyInstance,
  webDist: string,
): Promise<LandingPage | undefined> {
  const rendererFile = webRendererFile(webDist);
  const templateFile = join(webDist, 'pages', 'landing.html');
  if (!existsSync(rendererFile) || !existsSync(templateFile)) return undefined;
  const renderer = (await import(pathToFileURL(rendererFile).href)) as WebRenderer;
  const template = readFileSync(templateFile, 'utf8');
  if (!template.includes('data-when="frame"'))
    throw new Error(`${templateFile} is not a page of this build (no boot script)`);
  const wholePage = template.replace('data-when="frame"', 'data-when="interaction"');

  return {
    async send(request, reply) {
      const locale = localeFrom(request.cookies[LOCALE_COOKIE]);
      try {
        const answers = await pageAnswers(app, request, locale);
        if (!answers) return false;
        const view = await withDeadline(
          renderer.render('/landing', { locale, ...answers }),
          RENDER_DEADLINE_MS,
        );
        const page = renderer.fillPage(wholePage, view);
        // Someone's own page (signed in or not) with live prices: kept by nobody.
        reply.header('cache-control', 'private, no-store');
        await sendCompressed(request, reply, page);
        return true;
      } catch (error) {
        request.log.error({ err: error }, 'landing page not drawn: the build’s page is sent');
        return false;
      }
    },
    async isGuest(request) {
      return (await signedInUser(app, request, localeFrom(request.cookies[LOCALE_COOKIE]))) === null;
    },
  };
}
