import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../src/config.js';
import { priceSourcesFor } from '../../../src/modules/priceFeed/index.js';

const dirs: string[] = [];
const tempCwd = () => {
  const dir = mkdtempSync(join(tmpdir(), 'sarraf-price-feed-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const now = () => new Date('2030-01-01T08:00:00Z');

describe('price feed configuration', () => {
  it('is off by default, also in production: nothing is read from the internet unless asked for', () => {
    const deployment = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/app',
      SESSION_SECRET: 's',
      CAPTCHA_HMAC_KEY: 'k',
      SECOND_FACTOR_KEY: 'A'.repeat(43),
      USDT_XPUB: '',
      SEED_DEMO: '1',
    };
    for (const env of [{}, deployment]) {
      const { priceFeed } = loadConfig(env, tempCwd());
      expect(priceFeed).toEqual({
        mode: 'off',
        nobitexUrl: 'https://apiv2.nobitex.ir',
        wallexUrl: 'https://api.wallex.ir',
        fetchSeconds: 5,
        requestTimeoutMs: 3000,
      });
      expect(priceSourcesFor(priceFeed, now)).toEqual([]);
    }
  });

  it('reads every variable', () => {
    const { priceFeed } = loadConfig(
      {
        PRICE_FEED: 'both',
        PRICE_FEED_NOBITEX_URL: 'http://127.0.0.1:3399/',
        PRICE_FEED_WALLEX_URL: 'http://127.0.0.1:3399',
        PRICE_FEED_SECONDS: '2',
        PRICE_FEED_TIMEOUT_MS: '1500',
      },
      tempCwd(),
    );
    expect(priceFeed).toEqual({
      mode: 'both',
      nobitexUrl: 'http://127.0.0.1:3399',
      wallexUrl: 'http://127.0.0.1:3399',
      fetchSeconds: 2,
      requestTimeoutMs: 1500,
    });
    expect(priceSourcesFor(priceFeed, now).map((source) => source.name)).toEqual(['nobitex', 'wallex']);
  });

  it('reads one source when one is named', () => {
    const only = (mode: string) =>
      priceSourcesFor(loadConfig({ PRICE_FEED: mode }, tempCwd()).priceFeed, now).map((s) => s.name);
    expect(only('nobitex')).toEqual(['nobitex']);
    expect(only('wallex')).toEqual(['wallex']);
  });

  it('refuses what it cannot read instead of guessing', () => {
    expect(() => loadConfig({ PRICE_FEED: 'binance' }, tempCwd())).toThrow(/PRICE_FEED must be one of/);
    expect(() => loadConfig({ PRICE_FEED_NOBITEX_URL: 'ftp://x' }, tempCwd())).toThrow(/http/);
    expect(() => loadConfig({ PRICE_FEED_SECONDS: '0.5' }, tempCwd())).toThrow(/positive integer/);
  });
});
