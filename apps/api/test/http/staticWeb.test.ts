import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
    for (const url of ['/', '/panel', '/trade/USDT-IRT', '/orders/5/details?x=1']) {
      const response = await ctx.app.inject({ method: 'GET', url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<title>Sarraf</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
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
