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
      sessionIdleSeconds: 1800,
      sessionAbsoluteSeconds: 43200,
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

  it('rejects a malformed number instead of guessing', () => {
    expect(() => loadConfig({ PORT: 'eighty' }, tempCwd())).toThrow(/PORT must be a positive integer/);
  });
});
