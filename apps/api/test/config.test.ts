import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';

const dirs: string[] = [];
const tempCwd = () => {
  const dir = mkdtempSync(join(tmpdir(), 'sarraf-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('config', () => {
  it('has working defaults for embedded mode and seeds the demo users', () => {
    const cwd = tempCwd();
    const config = loadConfig({}, cwd);
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: join(cwd, '.data'),
      sessions: { idleSeconds: 1800, absoluteSeconds: 43200, touchEverySeconds: 60 },
      seedDemo: true,
      production: false,
    });
  });

  it('generates secrets once in embedded mode and keeps them, owner-readable only', () => {
    const cwd = tempCwd();
    const first = loadConfig({ DATA_DIR: 'state' }, cwd);
    const second = loadConfig({ DATA_DIR: 'state' }, cwd);
    expect(first.sessionSecret).toHaveLength(43);
    expect(first.captchaHmacKey).not.toBe(first.sessionSecret);
    expect(second.sessionSecret).toBe(first.sessionSecret);
    expect(second.captchaHmacKey).toBe(first.captchaHmacKey);
    expect(statSync(join(cwd, 'state', 'secrets.json')).mode & 0o077).toBe(0);
  });

  it('keeps the key of second-factor secrets like the others: generated once, or given, and required', () => {
    const cwd = tempCwd();
    const first = loadConfig({ DATA_DIR: 'state' }, cwd).secondFactorKey;
    expect(first).toHaveLength(32);
    expect(loadConfig({ DATA_DIR: 'state' }, cwd).secondFactorKey.equals(first)).toBe(true);
    expect(statSync(join(cwd, 'state', 'second-factor.key')).mode & 0o077).toBe(0);
    const given = Buffer.alloc(32, 9).toString('base64url');
    expect(
      loadConfig({ SECOND_FACTOR_KEY: given }, tempCwd()).secondFactorKey.equals(Buffer.alloc(32, 9)),
    ).toBe(true);
    expect(() => loadConfig({ SECOND_FACTOR_KEY: 'short' }, tempCwd())).toThrow(/32 bytes/);
    const deployment = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/app', SESSION_SECRET: 's' };
    expect(() => loadConfig({ ...deployment, CAPTCHA_HMAC_KEY: 'k' }, tempCwd())).toThrow(
      /SECOND_FACTOR_KEY is required/,
    );
  });

  it('requires the secrets in production with DATABASE_URL', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/app' }, tempCwd()),
    ).toThrow(/SESSION_SECRET and CAPTCHA_HMAC_KEY are required/);
    const config = loadConfig(
      {
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://db/app',
        SESSION_SECRET: 's',
        CAPTCHA_HMAC_KEY: 'k',
        SECOND_FACTOR_KEY: 'A'.repeat(43),
        SEED_DEMO: '1',
      },
      tempCwd(),
    );
    expect(config).toMatchObject({
      production: true,
      seedDemo: true,
      sessionSecret: 's',
      captchaHmacKey: 'k',
    });
  });

  it('seeds demo users only where they were asked for: never in production without SEED_DEMO=1', () => {
    const secrets = {
      SESSION_SECRET: 's',
      CAPTCHA_HMAC_KEY: 'k',
      SECOND_FACTOR_KEY: 'A'.repeat(43),
      // Production refuses the public demo key unless demo data is asked for: a real-looking key.
      USDT_XPUB:
        'xpub6CZzGJe7ArBgUSceV7sDPBfK56515zGRkSUTsz6haufSA1VMoWbEfQRcSK5CaFMPXRLz5WwZtzD7KPmy77LpixzMnZePnsmA1FHjowZgWHG',
    };
    expect(loadConfig({ NODE_ENV: 'production', ...secrets }, tempCwd()).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: '1', ...secrets }, tempCwd()).seedDemo).toBe(true);
    expect(loadConfig({}, tempCwd()).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: '0' }, tempCwd()).seedDemo).toBe(false);
  });

  it('serves the outbox page only without real mail, and never in a real deployment', () => {
    const secrets = {
      SESSION_SECRET: 's',
      CAPTCHA_HMAC_KEY: 'k',
      SECOND_FACTOR_KEY: 'A'.repeat(43),
      // Production refuses the public demo key unless demo data is asked for: a real-looking key.
      USDT_XPUB:
        'xpub6CZzGJe7ArBgUSceV7sDPBfK56515zGRkSUTsz6haufSA1VMoWbEfQRcSK5CaFMPXRLz5WwZtzD7KPmy77LpixzMnZePnsmA1FHjowZgWHG',
    };
    expect(loadConfig({}, tempCwd()).devOutbox).toBe(true);
    expect(loadConfig({ SMTP_URL: 'smtp://mail:25' }, tempCwd()).devOutbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', ...secrets }, tempCwd()).devOutbox).toBe(false);
    const db = { DATABASE_URL: 'postgres://db/app', SEED_DEMO: '1' };
    expect(loadConfig({ NODE_ENV: 'production', ...db, ...secrets }, tempCwd()).devOutbox).toBe(false);
    // The quick start: production build, embedded database, demo data, no SMTP.
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: '1' }, tempCwd()).devOutbox).toBe(true);
  });

  it('lets tests move the clock on the embedded demo database, and a production start refuses it', () => {
    expect(loadConfig({}, tempCwd()).testClock).toBe(false);
    expect(loadConfig({ TEST_CLOCK: '1' }, tempCwd()).testClock).toBe(true);
    // The journeys: the built server on the embedded database with demo data.
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: '1', TEST_CLOCK: '1' }, tempCwd()).testClock).toBe(
      true,
    );
    const secrets = { SESSION_SECRET: 's', CAPTCHA_HMAC_KEY: 'k', SECOND_FACTOR_KEY: 'A'.repeat(43) };
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/app', ...secrets };
    expect(() => loadConfig({ ...production, TEST_CLOCK: '1' }, tempCwd())).toThrow(/refuses it/);
    expect(() => loadConfig({ ...production, SEED_DEMO: '1', TEST_CLOCK: '1' }, tempCwd())).toThrow(
      /refuses it/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', TEST_CLOCK: '1' }, tempCwd())).toThrow(/refuses it/);
  });

  it('trusts a proxy hop count or addresses, never every forwarded header', () => {
    expect(loadConfig({}, tempCwd()).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }, tempCwd()).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }, tempCwd()).trustProxy).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'true' }, tempCwd())).toThrow(/hop count or the proxy addresses/);
  });

  it('lets the benchmark raise the market list flood guard', () => {
    expect(loadConfig({ MARKETS_LIMIT_PER_MINUTE: '100000' }, tempCwd()).rateLimits.marketsPerIp.max).toBe(
      100000,
    );
    expect(() => loadConfig({ MARKETS_LIMIT_PER_MINUTE: 'lots' }, tempCwd())).toThrow(/positive integer/);
  });

  it('rejects a malformed number instead of guessing', () => {
    expect(() => loadConfig({ PORT: 'eighty' }, tempCwd())).toThrow(/PORT must be a positive integer/);
  });

  it('builds absolute links from PUBLIC_URL, or from where the server listens', () => {
    expect(loadConfig({}, tempCwd()).publicUrl).toBe('http://127.0.0.1:3000');
    expect(loadConfig({ HOST: '0.0.0.0', PORT: '8080' }, tempCwd()).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://sarraf.example/app/' }, tempCwd()).publicUrl).toBe(
      'https://sarraf.example/app',
    );
    expect(() => loadConfig({ PUBLIC_URL: 'sarraf.example' }, tempCwd())).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'ftp://sarraf.example' }, tempCwd())).toThrow(/PUBLIC_URL/);
  });
});
