import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RENDER_DEADLINE_MS } from '../../src/http/landingPage.js';
import { buildTestApp, loginAs, NO_LIMITS, type TestContext } from '../helpers/buildTestApp.js';

// A stand-in for the web build: dist/ with the landing page the build writes, and dist-server/render.mjs, a
// renderer that draws what it was given (so the test sees exactly what the server passed it) and a plain
// fillPage (the real one, apps/web/src/pageDocument.ts, has its own tests).
const root = mkdtempSync(join(tmpdir(), 'sarraf-web-'));
const dist = join(root, 'dist');
mkdirSync(join(dist, 'pages'), { recursive: true });
mkdirSync(join(root, 'dist-server'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html lang="fa" dir="rtl"><title>Sarraf</title></html>',
);
const buildPage =
  '<!doctype html><html lang="fa" dir="rtl"><head><title>Sarraf</title>' +
  '<script type="module" src="/assets/boot-1.js" data-app="/assets/index-1.js" data-when="frame"></script>' +
  '</head><body><div id="root" data-prerendered="fa"><main>build</main></div></body></html>';
writeFileSync(join(dist, 'pages', 'landing.html'), buildPage);
writeFileSync(
  join(root, 'dist-server', 'render.mjs'),
  `export async function render(path, options) {
    const failure = globalThis.landingRenderFailure;
    if (failure === 'never') return new Promise(() => {});
    if (failure) throw failure;
    const html = '<main data-path="' + path + '">' + JSON.stringify(options).replaceAll('<', '&lt;') + '</main>';
    return { html, title: 'Sarraf ' + options.locale, locale: options.locale, state: { drawnWith: options } };
  }
  export function fillPage(template, view) {
    return template.replace('<html lang="fa" dir="rtl">', '<html lang="' + view.locale + '">')
      .replace(/<div id="root".*<\\/div>/, '<div id="root" data-prerendered="' + view.locale + '">' + view.html + '</div>'
        + '<script type="application/json" id="page-state">' + JSON.stringify(view.state) + '</script>')
      .replace('<title>Sarraf</title>', '<title>' + view.title + '</title>');
  }`,
);

declare global {
  var landingRenderFailure: Error | 'never' | undefined;
}

let ctx: TestContext;
beforeAll(async () => {
  // A small market-call limit per address, so that one test can use it up (the page is asked for as few
  // times as the other tests need).
  ctx = await buildTestApp({
    config: { webDist: dist, rateLimits: { ...NO_LIMITS, marketsPerIp: { max: 30, windowMs: 60_000 } } },
  });
});
afterAll(async () => {
  await ctx?.close();
  rmSync(root, { recursive: true, force: true });
});
beforeEach(() => {
  globalThis.landingRenderFailure = undefined;
});

const browser = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

interface DrawnWith {
  locale: string;
  markets: { pair: string; name: string }[];
  user: { email: string } | null;
}

/** The answers the page says it was drawn with (its `#page-state` block). */
function pageState(body: string): { drawnWith: DrawnWith } {
  const json = body.match(/<script type="application\/json" id="page-state">(.*?)<\/script>/s)?.[1];
  expect(json, 'the page carries its answers').toBeDefined();
  return JSON.parse(json!) as { drawnWith: DrawnWith };
}

/** The markets as the API answers a browser reading `locale`. */
async function marketsIn(locale: 'fa' | 'en') {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/markets',
    headers: { 'x-locale': locale },
  });
  return response.json().data as DrawnWith['markets'];
}

describe('the landing page drawn per request', () => {
  it('draws a guest the page in Persian with the markets the API answers, and keeps nothing', async () => {
    const markets = await marketsIn('fa');
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/landing',
      headers: { ...browser, 'accept-encoding': 'gzip, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers.vary).toMatch(/Cookie/);
    const body = brotliDecompressSync(response.rawPayload).toString();
    expect(body).toContain('<html lang="fa">');
    expect(body).toContain('<title>Sarraf fa</title>');
    expect(body).toContain('<div id="root" data-prerendered="fa"><main data-path="/landing">');
    expect(body).not.toContain('<main>build</main>');
    // The page is whole: the boot script fetches the app when idle and runs it at the first touch.
    expect(body).toContain('data-when="interaction"');
    const { drawnWith } = pageState(body);
    expect(drawnWith).toEqual({ locale: 'fa', markets, user: null });
  });

  it('draws it in the language the app keeps in its cookie', async () => {
    const markets = await marketsIn('en');
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/landing',
      headers: { ...browser, cookie: 'app_locale=en' },
    });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toContain('<html lang="en">');
    expect(response.body).toContain('data-prerendered="en"');
    expect(pageState(response.body).drawnWith).toMatchObject({ locale: 'en', markets });
    // Anything else in the cookie is not a language: Persian.
    const odd = await ctx.app.inject({
      method: 'GET',
      url: '/landing',
      headers: { ...browser, cookie: 'app_locale=de' },
    });
    expect(odd.body).toContain('<html lang="fa">');
  });

  it('draws a signed-in person as themselves, and a dead session as a guest', async () => {
    const { cookie } = await loginAs(ctx.app);
    const signedIn = await ctx.app.inject({
      method: 'GET',
      url: '/landing',
      headers: { ...browser, cookie: `sarraf_session=${cookie}; app_locale=en` },
    });
    expect(pageState(signedIn.body).drawnWith.user).toMatchObject({ email: 'demo@example.com' });

    const stale = await ctx.app.inject({
      method: 'GET',
      url: '/landing',
      headers: { ...browser, cookie: 'sarraf_session=not-a-session' },
    });
    expect(stale.statusCode).toBe(200);
    expect(pageState(stale.body).drawnWith.user).toBeNull();
  });

  it('sends the build’s page, which loads the app at once, when it cannot draw one', async () => {
    globalThis.landingRenderFailure = new Error('renderer broke');
    const response = await ctx.app.inject({ method: 'GET', url: '/landing', headers: browser });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(buildPage);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('sends the build’s page when the page is not drawn in time', async () => {
    globalThis.landingRenderFailure = 'never';
    const started = Date.now();
    const response = await ctx.app.inject({ method: 'GET', url: '/landing', headers: browser });
    expect(response.body).toBe(buildPage);
    expect(Date.now() - started).toBeGreaterThanOrEqual(RENDER_DEADLINE_MS - 50);
  });

  it('sends the build’s page when the markets cannot be had', async () => {
    // One visitor's flood of market calls: the per-address guard answers 429, so the page is not drawn.
    let answer = 200;
    for (let call = 0; call < 100 && answer !== 429; call += 1)
      answer = (await ctx.app.inject({ method: 'GET', url: '/api/markets', remoteAddress: '203.0.113.9' }))
        .statusCode;
    expect(answer).toBe(429);
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/landing',
      headers: browser,
      remoteAddress: '203.0.113.9',
    });
    expect(response.body).toBe(buildPage);
  });

  it('sends a visitor surely signed out from / straight to /landing, and leaves / to the app otherwise', async () => {
    for (const cookie of [undefined, 'app_locale=en', 'sarraf_session=not-a-session']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url: '/?utm_source=card',
        headers: cookie ? { ...browser, cookie } : browser,
      });
      expect(response.statusCode, cookie).toBe(302);
      expect(response.headers.location, cookie).toBe('/landing?utm_source=card');
    }
    const { cookie } = await loginAs(ctx.app);
    const signedIn = await ctx.app.inject({
      method: 'GET',
      url: '/',
      headers: { ...browser, cookie: `sarraf_session=${cookie}` },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toContain('<title>Sarraf</title>');
  });
});
