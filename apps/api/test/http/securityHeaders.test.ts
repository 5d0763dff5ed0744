import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REACT_ARIA_INLINE_STYLES } from '../../src/http/securityHeaders.js';
import { buildTestApp, call, XHR, type TestContext } from '../helpers/buildTestApp.js';

// A tiny stand-in for apps/web/dist.
const dist = mkdtempSync(join(tmpdir(), 'sarraf-web-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html lang="fa" dir="rtl"><title>Sarraf</title></html>',
);
writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');

let ctx: TestContext;
let behindProxy: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp({ config: { webDist: dist, devOutbox: true } });
  behindProxy = await buildTestApp({ config: { trustProxy: 1 } });
});
afterAll(async () => {
  await ctx?.close();
  await behindProxy?.close();
  rmSync(dist, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

function directives(response: LightMyRequestResponse): Map<string, string> {
  const policy = String(response.headers['content-security-policy'] ?? '');
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name!, sources.join(' ')]),
  );
}

function expectSecurityHeaders(response: LightMyRequestResponse) {
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['x-frame-options']).toBe('DENY');
  expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(directives(response).get('frame-ancestors')).toBe("'none'");
}

describe('the web app is served under a strict Content-Security-Policy', () => {
  it('allows only this origin for scripts, styles, fonts, connections and workers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/panel', headers: html });
    expect(response.statusCode).toBe(200);
    expectSecurityHeaders(response);
    const csp = directives(response);
    expect(csp.get('default-src')).toBe("'self'");
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('style-src')).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/=]+')+$/);
    expect(csp.get('font-src')).toBe("'self'");
    expect(csp.get('connect-src')).toBe("'self'");
    expect(csp.get('worker-src')).toBe("'self'");
    expect(csp.get('img-src')).toBe("'self' blob:");
    expect(csp.get('media-src')).toBe("'self' blob:");
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('base-uri')).toBe("'self'");
    expect(csp.get('form-action')).toBe("'self'");
    expect(JSON.stringify([...csp.values()])).not.toContain('unsafe');
  });

  it('keeps the caching of index.html and of hashed assets', async () => {
    const page = await ctx.app.inject({ method: 'GET', url: '/', headers: html });
    expect(page.headers['cache-control']).toBe('no-cache');
    const asset = await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(asset);
  });

  it('lets the local outbox page keep its own policy', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(response.statusCode).toBe(200);
    // Its own, stricter policy (nothing from anywhere, its one inline <style>), not the web app's.
    expect(response.headers['content-security-policy']).toMatch(/^default-src 'none'/);
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('allows by hash exactly the inline styles the installed React Aria injects', () => {
    // React Aria sets them as template literals on `style.textContent` (the pressable one with a placeholder).
    // An upgrade that changes them must change the hashes, or its pages log CSP violations.
    const reactAria = dirname(createRequire(import.meta.url).resolve('react-aria/package.json'));
    const injected = ['interactions/usePress.mjs', 'overlays/usePreventScroll.mjs'].map((file) => {
      const source = readFileSync(join(reactAria, 'dist/private', file), 'utf8');
      const template = /\.textContent = `([^`]*)`/.exec(source)?.[1];
      expect(template, file).toBeDefined();
      return template!
        .replace(/\$\{([\w$]+)\}/g, (_all, name: string) => {
          const value = source.split(`const ${name} = '`)[1]?.split("'")[0];
          expect(value, `${file}: ${name}`).toBeDefined();
          return value!;
        })
        .trim();
    });
    expect(injected).toEqual([...REACT_ARIA_INLINE_STYLES]);
  });
});

describe('every API answer carries the security headers and is not stored', () => {
  it('on success, unless the handler chose its own caching', async () => {
    const captcha = await call(ctx.app, 'getCaptchaChallenge', {
      method: 'GET',
      url: '/api/captcha/challenge',
    });
    expectSecurityHeaders(captcha);
    expect(captcha.headers['cache-control']).toBe('no-store');
    const markets = await call(ctx.app, 'listMarkets', { method: 'GET', url: '/api/markets' });
    expectSecurityHeaders(markets);
    expect(markets.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
  });

  it('on refusals: 401, 403, 404, 415 and 422', async () => {
    const refusals = [
      { status: 401, response: await ctx.app.inject({ method: 'GET', url: '/api/user' }) },
      // Refused in an early onRequest hook (no XHR marker).
      { status: 403, response: await ctx.app.inject({ method: 'POST', url: '/api/auth/logout' }) },
      {
        status: 404,
        response: await ctx.app.inject({ method: 'GET', url: '/api/nothing-here', headers: html }),
      },
      {
        status: 415,
        response: await ctx.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { ...XHR, 'content-type': 'text/plain' },
          body: 'hello',
        }),
      },
      {
        status: 422,
        response: await ctx.app.inject({ method: 'POST', url: '/api/auth/login', headers: XHR, payload: {} }),
      },
    ];
    for (const { status, response } of refusals) {
      expect(response.statusCode, response.body).toBe(status);
      expectSecurityHeaders(response);
      expect(response.headers['cache-control'], String(status)).toBe('no-store');
    }
  });
});

describe('HSTS is sent only to requests that came over TLS', () => {
  it('behind a trusted proxy that says https', async () => {
    const response = await behindProxy.app.inject({
      method: 'GET',
      url: '/api/captcha/challenge',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('not over plain http, even with a forwarded https nobody is trusted to say', async () => {
    const plain = await behindProxy.app.inject({ method: 'GET', url: '/api/captcha/challenge' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const forged = await ctx.app.inject({
      method: 'GET',
      url: '/api/captcha/challenge',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });

  it('also on a refusal', async () => {
    const response = await behindProxy.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
