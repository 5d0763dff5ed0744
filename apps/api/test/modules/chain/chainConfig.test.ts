import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_USDT_XPUB, loadConfig } from '../../../src/config.js';

const dirs: string[] = [];
const tempCwd = () => {
  const dir = mkdtempSync(join(tmpdir(), 'sarraf-chain-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const master = HDKey.fromMasterSeed(
  mnemonicToSeedSync('shoot island position soft burden budget tooth cruel issue economy destroy above'),
);
const OPERATOR_XPUB = master.derive("m/44'/195'/0'").publicExtendedKey;
const SECRETS = { SESSION_SECRET: 's', CAPTCHA_HMAC_KEY: 'k', SECOND_FACTOR_KEY: 'A'.repeat(43) };
const DEPLOYMENT = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/app', ...SECRETS };

describe('chain configuration', () => {
  it('defaults to TronGrid mainnet, the USDT contract and the demo key in development', () => {
    expect(loadConfig({}, tempCwd()).chain).toEqual({
      usdtXpub: DEMO_USDT_XPUB,
      tronGridUrl: 'https://api.trongrid.io',
      tronGridApiKey: undefined,
      usdtContract: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
      scanSeconds: 30,
      depositMinimum: '1',
      overlapSeconds: 600,
      maxPagesPerAddress: 20,
      requestTimeoutMs: 15_000,
    });
  });

  it('reads every variable', () => {
    const chain = loadConfig(
      {
        USDT_XPUB: OPERATOR_XPUB,
        TRONGRID_URL: 'https://nile.trongrid.io/',
        TRONGRID_API_KEY: 'key-1',
        USDT_TRC20_CONTRACT: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf',
        CHAIN_SCAN_SECONDS: '15',
        USDT_DEPOSIT_MINIMUM: '0.5',
      },
      tempCwd(),
    ).chain;
    expect(chain).toMatchObject({
      usdtXpub: OPERATOR_XPUB,
      tronGridUrl: 'https://nile.trongrid.io',
      tronGridApiKey: 'key-1',
      usdtContract: 'TXYZopYRdj2D9XRtbG411XZZ3kM5VkAeBf',
      scanSeconds: 15,
      depositMinimum: '0.5',
    });
  });

  it('refuses to start a real deployment with the public demo key, set or defaulted', () => {
    expect(() => loadConfig(DEPLOYMENT, tempCwd())).toThrow(/USDT_XPUB is required in production/);
    expect(() => loadConfig({ ...DEPLOYMENT, USDT_XPUB: DEMO_USDT_XPUB }, tempCwd())).toThrow(
      /USDT_XPUB is required in production/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', ...SECRETS }, tempCwd())).toThrow(/USDT_XPUB/);
    expect(loadConfig({ ...DEPLOYMENT, USDT_XPUB: OPERATOR_XPUB }, tempCwd()).chain.usdtXpub).toBe(
      OPERATOR_XPUB,
    );
  });

  it('lets the quick start (production build, SEED_DEMO=1) use the demo key', () => {
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: '1' }, tempCwd()).chain.usdtXpub).toBe(
      DEMO_USDT_XPUB,
    );
  });

  it('never takes a private key, and only the account-level public key', () => {
    const account = master.derive("m/44'/195'/0'");
    expect(() => loadConfig({ USDT_XPUB: account.privateExtendedKey }, tempCwd())).toThrow(/private key/);
    expect(() => loadConfig({ USDT_XPUB: master.publicExtendedKey }, tempCwd())).toThrow(/depth 3/);
    expect(() => loadConfig({ USDT_XPUB: account.deriveChild(0).publicExtendedKey }, tempCwd())).toThrow(
      /depth 3/,
    );
    expect(() => loadConfig({ USDT_XPUB: `${OPERATOR_XPUB.slice(0, -1)}x` }, tempCwd())).toThrow(
      /not a valid/,
    );
  });

  it('refuses a malformed minimum, URL or contract', () => {
    for (const minimum of ['0', '-1', '1.1234567', 'one', '1e3', '0.000000']) {
      expect(() => loadConfig({ USDT_DEPOSIT_MINIMUM: minimum }, tempCwd()), minimum).toThrow(
        /USDT_DEPOSIT_MINIMUM/,
      );
    }
    expect(loadConfig({ USDT_DEPOSIT_MINIMUM: '0.000001' }, tempCwd()).chain.depositMinimum).toBe('0.000001');
    expect(() => loadConfig({ TRONGRID_URL: 'ftp://x' }, tempCwd())).toThrow(/TRONGRID_URL/);
    expect(() =>
      loadConfig({ USDT_TRC20_CONTRACT: '0xdac17f958d2ee523a2206206994597c13d831ec7' }, tempCwd()),
    ).toThrow(/USDT_TRC20_CONTRACT/);
    expect(() => loadConfig({ CHAIN_SCAN_SECONDS: '0' }, tempCwd())).toThrow(/CHAIN_SCAN_SECONDS/);
  });
});
