import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, type TestContext } from '../helpers/buildTestApp.js';

// A tiny stand-in for apps/web/dist.
const dist = mkdtempSync(join(tmpdir(), 'sarraf-web-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html lang="fa" dir="rtl"><title>Sarraf</title></html>',
);
writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
// The build's compressed copies, as its post-build step writes them beside the files.
const script = 'console.log("app")'.repeat(50);
writeFileSync(join(dist, 'assets', 'main-def456.js'), script);
writeFileSync(join(dist, 'assets', 'main-def456.js.br'), brotliCompressSync(script));
writeFileSync(join(dist, 'assets', 'main-def456.js.gz'), gzipSync(script));
// A page the build rendered ahead of time, with its compressed copies.
const loginPage = '<!doctype html><html lang="fa" dir="rtl"><title>Sarraf</title><main>ورود</main></html>';
mkdirSync(join(dist, 'pages'));
writeFileSync(join(dist, 'pages', 'login.html'), loginPage);
writeFileSync(join(dist, 'pages', 'login.html.br'), brotliCompressSync(loginPage));
writeFileSync(join(dist, 'pages', 'login.html.gz'), gzipSync(loginPage));
// The documents of signed-in routes (their files preloaded, their first calls started), with their table.
mkdirSync(join(dist, 'documents'));
writeFileSync(join(dist, 'documents', 'panel.html'), '<title>Sarraf</title><!-- panel -->');
writeFileSync(join(dist, 'documents', 'trade-pair.html'), '<title>Sarraf</title><!-- trade -->');
writeFileSync(
  join(dist, 'documents', 'routes.json'),
  JSON.stringify({ '/panel': 'documents/panel.html', '/trade/:pair': 'documents/trade-pair.html' }),
);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ config: { webDist: dist } });
});
afterAll(async () => {
  await ctx?.close();
  rmSync(dist, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

describe('built web app (production)', () => {
  it('serves hashed assets with a long immutable cache', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log("app")');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves index.html at / and on client routes, never cached', async () => {
    for (const url of ['/', '/trade', '/trade/USDT-IRT/x', '/orders/5/details?x=1']) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<title>Sarraf</title>');
      expect(response.body).not.toContain('<!--');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it("answers a signed-in route the build wrote a document for with that document, by the route's pattern", async () => {
    const cases = [
      ['/panel', 'panel'],
      ['/panel/?tab=markets', 'panel'],
      ['/trade/USDT-IRT', 'trade'],
      ['/trade/USDT-IRT?side=sell', 'trade'],
    ];
    for (const [url, document] of cases) {
      const response = await ctx.app.inject({ method: 'GET', url: url!, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body, url).toContain(`<!-- ${document} -->`);
    }
  });

  it('sends the brotli copy to a browser that accepts br, the gzip copy or the file to others', async () => {
    const url = '/assets/main-def456.js';
    const br = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);

    const gzip = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);

    const plain = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.body).toBe(script);
  });

  it('sends the uncompressed file when the build made no compressed copy', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('console.log("app")');
  });

  it('answers a navigation to a prerendered route with its page, compressed and never cached', async () => {
    for (const url of ['/login', '/login/', '/login?redirect=%2Fpanel']) {
      const response = await ctx.app.inject({
        method: 'GET',
        url,
        headers: { ...html, 'accept-encoding': 'br' },
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(loginPage);
    }
    const other = await ctx.app.inject({ method: 'GET', url: '/login/other', headers: html });
    expect(other.body).toContain('<title>Sarraf</title>');
    expect(other.body).not.toContain('<main>');
  });

  it('revalidates other root files', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('keeps unknown /api paths a JSON 404, even for a browser', async () => {
    const response = await call(ctx.app, 'getUser', { method: 'GET', url: '/api/unknown', headers: html });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'مسیر درخواستی پیدا نشد.' });
  });

  it('answers a missing asset or a non-HTML request with a JSON 404, not index.html', async () => {
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/gone-123.js' });
    expect(asset.statusCode).toBe(404);
    expect(asset.json()).toHaveProperty('message');
    const post = await ctx.app.inject({
      method: 'POST',
      url: '/panel',
      headers: { ...html, 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(post.statusCode).toBe(404);
  });

  it('still serves the API', async () => {
    const response = await call(ctx.app, 'getCaptchaChallenge', {
      method: 'GET',
      url: '/api/captcha/challenge',
    });
    expect(response.statusCode).toBe(200);
  });
});
