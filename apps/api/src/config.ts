import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { HDKey, HARDENED_OFFSET } from '@scure/bip32';

export interface Limit {
  max: number;
  windowMs: number;
}

/** Throttling; all limits but the market list's are shared by every server instance (http/rateLimit.ts). */
export interface RateLimits {
  loginPerIp: Limit;
  captchaPerIp: Limit;
  /** Sending codes (sign-up, register, password recovery): each one is an email someone receives. */
  codeSendPerIp: Limit;
  codeSendPerEmail: Limit;
  /** Checking codes: with 5 tries per code this bounds guessing across resends. */
  codeVerifyPerIp: Limit;
  codeVerifyPerEmail: Limit;
  /**
   * The public market list: a flood guard sized for a carrier-grade NAT (thousands of phones, one IP).
   * Counted per process (MARKETS_LIMIT_PER_MINUTE sets `max`).
   */
  marketsPerIp: Limit;
  /** Quotes a signed-in person asks for: each one is a row, and a price screen asks again on every expiry. */
  quotesPerUser: Limit;
  /** Reports a signed-in person asks for: each one is a long read and a file. */
  reportsPerUser: Limit;
}

/** Byte limits of uploads (the contract states the same numbers). */
export interface UploadLimits {
  imageBytes: number;
  videoBytes: number;
  documentBytes: number;
  /** The whole multipart request, all files and fields together. */
  requestBytes: number;
}

/** Tether (USDT TRC-20) deposits: modules/chain. */
export interface ChainConfig {
  /**
   * The account-level extended public key (m/44'/195'/0'); person i deposits to its child 0/i. Public keys
   * only: the server can show addresses but never move what arrives there.
   */
  usdtXpub: string;
  /** TronGrid (or a compatible node) without a trailing slash. */
  tronGridUrl: string;
  /** Sent as TRON-PRO-API-KEY when set. */
  tronGridApiKey: string | undefined;
  /** The USDT token contract (base58): transfers are matched by this address, never by a symbol. */
  usdtContract: string;
  /** How often the watcher looks for deposits. */
  scanSeconds: number;
  /** Smallest transfer credited, in USDT (a decimal string, at most 6 decimals); smaller ones are dust. */
  depositMinimum: string;
  /** Each scan re-reads this far behind the last transfer it settled (a late-indexed transfer is not missed). */
  overlapSeconds: number;
  /** Most listing pages read per address in one scan; the rest waits for the next scan. */
  maxPagesPerAddress: number;
  /** One HTTP request to TronGrid, at most. */
  requestTimeoutMs: number;
}

/** Which public order books the desk's reference price is read from: none (off), one, or both. */
export type PriceFeedMode = 'off' | 'nobitex' | 'wallex' | 'both';

/** The reference price feed: modules/priceFeed. */
export interface PriceFeedConfig {
  /**
   * PRICE_FEED. Off by default: the quick start runs on manual prices and never reaches the internet; a
   * deployment (or a journey, on the fake feed) picks its sources.
   */
  mode: PriceFeedMode;
  /** Nobitex's API host, without a trailing slash (its USDTIRT book, prices in Rial). */
  nobitexUrl: string;
  /** Wallex's API host, without a trailing slash (its USDTTMN book, prices in Toman). */
  wallexUrl: string;
  /** Seconds between two reads of the sources (one fetcher across all server processes). */
  fetchSeconds: number;
  /** One HTTP request to a source, at most. */
  requestTimeoutMs: number;
  // How old a reference may be and how far its sources may differ are the desk's settings (trading_guards:
  // feed_max_age_seconds, feed_divergence_percent), changed by operators and audited, not the environment.
}

/**
 * PUBLIC DEMO MATERIAL, never for real money. The account key m/44'/195'/0' of the BIP-39 test mnemonic
 * "abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon abandon about", whose
 * private keys everyone knows: anything sent to its addresses can be taken by anyone. It lets the quick start
 * show deposit addresses without setup; production refuses to start with it unless it is the demo
 * (SEED_DEMO=1). Its first address is TUEZSdKsoDHQMeZwihtdoBiN46zxhGWYdH.
 */
export const DEMO_USDT_XPUB =
  'xpub6D1AabNHCupeiLM65ZR9UStMhJ1vCpyV4XbZdyhMZBiJXALQtmn9p42VTQckoHVn8WNqS7dqnJokZHAHcHGoaQgmv8D45oNUKx6DZMNZBCd';

/** Everything the server can be tuned with: the defaults below are the one place they are set. */
export interface Config {
  port: number;
  host: string;
  /** Where people reach the app (scheme, host, optional path; no trailing slash): links such as referral links. */
  publicUrl: string;
  /** PostgreSQL URL; when unset the server runs on embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  /** Rate limits go to Redis when set, otherwise to PostgreSQL. */
  redisUrl: string | undefined;
  dataDir: string;
  smtpUrl: string | undefined;
  /** Mail goes here (one .eml per message and index.txt) when there is no SMTP_URL. */
  outboxDir: string;
  /** Uploaded files, outside any web root. */
  uploadDir: string;
  sessionSecret: string;
  captchaHmacKey: string;
  /** 32 bytes that encrypt second-factor secrets at rest (AES-256-GCM). */
  secondFactorKey: Buffer;
  production: boolean;
  /** Seed the demo users and prices (development, or SEED_DEMO=1). */
  seedDemo: boolean;
  /** Serve the local outbox page (development without SMTP, loopback only). */
  devOutbox: boolean;
  /**
   * TEST_CLOCK=1: the server's clock can be moved forward from this machine (POST /test/clock), so browser
   * journeys cross a day's hold without sleeping or editing rows. Only for the embedded demo database.
   */
  testClock: boolean;
  /** Fastify's `trustProxy`: false, a hop count, or the proxies' addresses. Never "trust everyone". */
  trustProxy: false | number | string[];
  /** Folder of the built web app, served in production. */
  webDist: string | undefined;
  sessions: { idleSeconds: number; absoluteSeconds: number; touchEverySeconds: number };
  captcha: { maxNumber: number; ttlSeconds: number };
  codes: { ttlSeconds: number; resendSeconds: number; maxAttempts: number };
  /** Failed password checks (with a valid captcha) that lock an email, and for how long. */
  lockout: { maxFailures: number; lockSeconds: number };
  /** The name authenticator apps show, and how long the step between password and code may take. */
  secondFactor: { issuer: string; pendingLoginSeconds: number };
  rateLimits: RateLimits;
  uploads: UploadLimits;
  /** How long the public market list is reused before it is read again. */
  marketsCacheMs: number;
  http: { jsonBodyBytes: number; requestTimeoutMs: number; headersTimeoutMs: number; keepAliveMs: number };
  chain: ChainConfig;
  priceFeed: PriceFeedConfig;
}

const MINUTE = 60_000;

/** The defaults of everything that is not about where the server runs. */
export const DEFAULTS = {
  sessions: { idleSeconds: 30 * 60, absoluteSeconds: 12 * 60 * 60, touchEverySeconds: 60 },
  captcha: { maxNumber: 100_000, ttlSeconds: 5 * 60 },
  codes: { ttlSeconds: 10 * 60, resendSeconds: 60, maxAttempts: 5 },
  lockout: { maxFailures: 5, lockSeconds: 15 * 60 },
  secondFactor: { issuer: 'Sarraf', pendingLoginSeconds: 5 * 60 },
  rateLimits: {
    loginPerIp: { max: 20, windowMs: MINUTE },
    captchaPerIp: { max: 30, windowMs: MINUTE },
    codeSendPerIp: { max: 10, windowMs: 10 * MINUTE },
    codeSendPerEmail: { max: 5, windowMs: 60 * MINUTE },
    codeVerifyPerIp: { max: 30, windowMs: 10 * MINUTE },
    codeVerifyPerEmail: { max: 10, windowMs: 10 * MINUTE },
    marketsPerIp: { max: 6000, windowMs: MINUTE },
    quotesPerUser: { max: 60, windowMs: MINUTE },
    reportsPerUser: { max: 10, windowMs: 10 * MINUTE },
  },
  uploads: {
    imageBytes: 5 * 1024 * 1024,
    videoBytes: 50 * 1024 * 1024,
    documentBytes: 5 * 1024 * 1024,
    requestBytes: 80 * 1024 * 1024,
  },
  marketsCacheMs: 1500,
  http: {
    jsonBodyBytes: 64 * 1024,
    // Long enough for a 50 MB video over a slow mobile link (~0.7 Mbit/s); slow headers are cut by headersTimeoutMs.
    requestTimeoutMs: 10 * 60_000,
    headersTimeoutMs: 15_000,
    keepAliveMs: 72_000,
  },
  chain: {
    usdtXpub: DEMO_USDT_XPUB,
    tronGridUrl: 'https://api.trongrid.io',
    tronGridApiKey: undefined,
    // Tether's own TRC-20 contract on TRON mainnet.
    usdtContract: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
    scanSeconds: 30,
    depositMinimum: '1',
    overlapSeconds: 10 * 60,
    maxPagesPerAddress: 20,
    requestTimeoutMs: 15_000,
  },
  priceFeed: {
    mode: 'off' as PriceFeedMode,
    nobitexUrl: 'https://apiv2.nobitex.ir',
    wallexUrl: 'https://api.wallex.ir',
    fetchSeconds: 5,
    requestTimeoutMs: 3000,
  },
} satisfies Partial<Config>;

type Env = Record<string, string | undefined>;

function intFrom(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

/**
 * TRUST_PROXY: a hop count ("1": one proxy in front) or the proxies' addresses/CIDRs ("10.0.0.1,10.0.0.0/8").
 * "true" would take the client's own X-Forwarded-For at its word, so a forged header would buy a fresh
 * rate-limit window: refused.
 */
export function trustProxyFrom(raw: string | undefined): false | number | string[] {
  if (raw === undefined || raw === '' || raw === '0' || raw === 'false') return false;
  if (/^[0-9]+$/.test(raw)) return Number(raw);
  if (raw === 'true' || raw === '*')
    throw new Error('TRUST_PROXY must be a hop count or the proxy addresses, not "trust everything"');
  return raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/**
 * PUBLIC_URL: the app's address as people reach it (`https://sarraf.example`), for absolute links such as
 * referral links. Unset: the address the server listens on (a wildcard host read as localhost).
 */
export function publicUrlFrom(raw: string | undefined, host: string, port: number): string {
  if (raw === undefined || raw === '') {
    const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;
    return `http://${shown}:${port}`;
  }
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new Error(`PUBLIC_URL must be an absolute http(s) URL, got "${raw}"`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash)
    throw new Error(`PUBLIC_URL must be an http(s) URL without query or fragment, got "${raw}"`);
  return url.href.replace(/\/+$/, '');
}

/**
 * USDT_XPUB must be an account-level public key (depth 3, a hardened index: m/44'/195'/n'). A private key
 * (xprv) is refused outright: the server never holds one.
 */
export function usdtXpubFrom(raw: string | undefined): string {
  if (raw === undefined || raw === '') return DEMO_USDT_XPUB;
  const value = raw.trim();
  if (!value.startsWith('xpub')) {
    throw new Error(
      'USDT_XPUB must be an extended public key (xpub...); a private key never goes on the server',
    );
  }
  let key: HDKey;
  try {
    key = HDKey.fromExtendedKey(value);
  } catch {
    throw new Error('USDT_XPUB is not a valid extended public key');
  }
  if (key.depth !== 3 || key.index < HARDENED_OFFSET) {
    throw new Error("USDT_XPUB must be the account key m/44'/195'/0' (depth 3), not a parent or child of it");
  }
  return value;
}

/** USDT_DEPOSIT_MINIMUM: a positive decimal with at most 6 decimals (USDT's precision). */
function usdtAmountFrom(env: Env, name: string, fallback: string): string {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^(0|[1-9][0-9]{0,25})(\.[0-9]{1,6})?$/.test(raw) || !/[1-9]/.test(raw)) {
    throw new Error(`${name} must be a positive amount with at most 6 decimals, got "${raw}"`);
  }
  return raw;
}

function httpUrlFrom(env: Env, name: string, fallback: string): string {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`${name} must be an http(s) URL, got "${raw}"`);
  }
  return raw.replace(/\/+$/, '');
}

/** The shape of a TRON base58 address; modules/chain checks its checksum before using it. */
const TRON_ADDRESS_SHAPE = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;

function chainFrom(env: Env, production: boolean, seedDemo: boolean): ChainConfig {
  const usdtXpub = usdtXpubFrom(env.USDT_XPUB);
  // Like the demo users: a production server holds the demo key only when someone asked for a demo.
  if (production && !seedDemo && usdtXpub === DEMO_USDT_XPUB) {
    throw new Error(
      'USDT_XPUB is required in production: the built-in demo key is public, so deposits to it could be taken by anyone',
    );
  }
  const usdtContract = env.USDT_TRC20_CONTRACT || DEFAULTS.chain.usdtContract;
  if (!TRON_ADDRESS_SHAPE.test(usdtContract)) {
    throw new Error(`USDT_TRC20_CONTRACT must be a TRON address (T...), got "${usdtContract}"`);
  }
  return {
    ...DEFAULTS.chain,
    usdtXpub,
    tronGridUrl: httpUrlFrom(env, 'TRONGRID_URL', DEFAULTS.chain.tronGridUrl),
    tronGridApiKey: env.TRONGRID_API_KEY || undefined,
    usdtContract,
    scanSeconds: intFrom(env, 'CHAIN_SCAN_SECONDS', DEFAULTS.chain.scanSeconds),
    depositMinimum: usdtAmountFrom(env, 'USDT_DEPOSIT_MINIMUM', DEFAULTS.chain.depositMinimum),
  };
}

const PRICE_FEED_MODES: readonly PriceFeedMode[] = ['off', 'nobitex', 'wallex', 'both'];

function priceFeedFrom(env: Env): PriceFeedConfig {
  const mode = (env.PRICE_FEED || 'off') as PriceFeedMode;
  if (!PRICE_FEED_MODES.includes(mode)) {
    throw new Error(`PRICE_FEED must be one of ${PRICE_FEED_MODES.join(', ')}, got "${mode}"`);
  }
  return {
    mode,
    nobitexUrl: httpUrlFrom(env, 'PRICE_FEED_NOBITEX_URL', DEFAULTS.priceFeed.nobitexUrl),
    wallexUrl: httpUrlFrom(env, 'PRICE_FEED_WALLEX_URL', DEFAULTS.priceFeed.wallexUrl),
    fetchSeconds: intFrom(env, 'PRICE_FEED_SECONDS', DEFAULTS.priceFeed.fetchSeconds),
    requestTimeoutMs: intFrom(env, 'PRICE_FEED_TIMEOUT_MS', DEFAULTS.priceFeed.requestTimeoutMs),
  };
}

interface Secrets {
  sessionSecret: string;
  captchaHmacKey: string;
}

// Embedded mode must survive restarts without anyone setting secrets, so they are generated once and kept
// next to the data (owner-only file mode).
function persistedSecrets(dataDir: string): Secrets {
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as Secrets;
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secrets: Secrets = {
    sessionSecret: randomBytes(32).toString('base64url'),
    captchaHmacKey: randomBytes(32).toString('base64url'),
  };
  try {
    // 'wx': two processes starting together on a fresh folder must end up with the same secrets.
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return JSON.parse(readFileSync(file, 'utf8')) as Secrets;
  }
  return secrets;
}

/**
 * The key second-factor secrets are encrypted with: SECOND_FACTOR_KEY (32 bytes, base64url), or, where the
 * quick start may make its own, one generated once into DATA_DIR beside the other secrets. A file of its own,
 * so a data folder made before it existed gains it without rewriting the others.
 */
function secondFactorKeyFrom(env: Env, dataDir: string, required: boolean): Buffer {
  const given = env.SECOND_FACTOR_KEY;
  if (given) {
    const key = Buffer.from(given, 'base64url');
    if (key.length !== 32) throw new Error('SECOND_FACTOR_KEY must be 32 bytes in base64url');
    return key;
  }
  if (required) throw new Error('SECOND_FACTOR_KEY is required in production with DATABASE_URL');
  const file = join(dataDir, 'second-factor.key');
  if (existsSync(file)) return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const key = randomBytes(32);
  try {
    // 'wx': two processes starting together on a fresh folder must end up with the same key.
    writeFileSync(file, key.toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url');
  }
  return key;
}

/**
 * A clock anyone on the machine can move would lift every hold and wait of a real deployment: a production
 * start (NODE_ENV=production with a PostgreSQL server, or without demo data) refuses TEST_CLOCK outright
 * instead of ignoring it, so a stray variable is seen at once.
 */
function testClockFrom(env: Env, production: boolean, seedDemo: boolean, databaseUrl?: string): boolean {
  if (env.TEST_CLOCK !== '1') return false;
  if (production && (databaseUrl !== undefined || !seedDemo))
    throw new Error(
      'TEST_CLOCK=1 moves the server clock for tests: a production start with DATABASE_URL or without SEED_DEMO=1 refuses it',
    );
  return true;
}

/** Reads the configuration; throws with a clear message when production lacks a required secret. */
export function loadConfig(env: Env = process.env, cwd: string = process.cwd()): Config {
  const databaseUrl = env.DATABASE_URL || undefined;
  const production = env.NODE_ENV === 'production';
  const dataDir = resolve(cwd, env.DATA_DIR || '.data');
  let sessionSecret = env.SESSION_SECRET;
  let captchaHmacKey = env.CAPTCHA_HMAC_KEY;
  if (!sessionSecret || !captchaHmacKey) {
    if (production && databaseUrl) {
      throw new Error('SESSION_SECRET and CAPTCHA_HMAC_KEY are required in production with DATABASE_URL');
    }
    const stored = persistedSecrets(dataDir);
    sessionSecret ||= stored.sessionSecret;
    captchaHmacKey ||= stored.captchaHmacKey;
  }
  const smtpUrl = env.SMTP_URL || undefined;
  // Demo users (with known passwords) exist only where someone asked for them: development, or the quick
  // start's SEED_DEMO=1. A production deployment never gets a default admin.
  const seedDemo = env.SEED_DEMO === '1' || (!production && env.SEED_DEMO !== '0');
  const port = intFrom(env, 'PORT', 3000);
  const host = env.HOST || '127.0.0.1';
  return {
    ...DEFAULTS,
    port,
    host,
    publicUrl: publicUrlFrom(env.PUBLIC_URL, host, port),
    databaseUrl,
    redisUrl: env.REDIS_URL || undefined,
    dataDir,
    smtpUrl,
    outboxDir: join(dataDir, 'outbox'),
    uploadDir: env.UPLOAD_DIR ? resolve(cwd, env.UPLOAD_DIR) : join(dataDir, 'uploads'),
    sessionSecret,
    captchaHmacKey,
    secondFactorKey: secondFactorKeyFrom(env, dataDir, production && databaseUrl !== undefined),
    production,
    seedDemo,
    // Sign-up codes are readable on that page: never where real mail exists or in a real deployment. The
    // quick start (embedded database, SEED_DEMO=1) is a demo on one machine, so it has the page too.
    devOutbox: !smtpUrl && (!production || (seedDemo && !databaseUrl)),
    testClock: testClockFrom(env, production, seedDemo, databaseUrl),
    trustProxy: trustProxyFrom(env.TRUST_PROXY),
    sessions: {
      ...DEFAULTS.sessions,
      idleSeconds: intFrom(env, 'SESSION_IDLE_SECONDS', DEFAULTS.sessions.idleSeconds),
      absoluteSeconds: intFrom(env, 'SESSION_ABSOLUTE_SECONDS', DEFAULTS.sessions.absoluteSeconds),
    },
    rateLimits: {
      ...DEFAULTS.rateLimits,
      marketsPerIp: {
        ...DEFAULTS.rateLimits.marketsPerIp,
        max: intFrom(env, 'MARKETS_LIMIT_PER_MINUTE', DEFAULTS.rateLimits.marketsPerIp.max),
      },
      // A person asks for a price a few times a minute; the bench's traders ask hundreds of times a second.
      quotesPerUser: {
        ...DEFAULTS.rateLimits.quotesPerUser,
        max: intFrom(env, 'QUOTES_LIMIT_PER_MINUTE', DEFAULTS.rateLimits.quotesPerUser.max),
      },
    },
    captcha: {
      maxNumber: intFrom(env, 'CAPTCHA_MAX_NUMBER', DEFAULTS.captcha.maxNumber),
      ttlSeconds: intFrom(env, 'CAPTCHA_TTL_SECONDS', DEFAULTS.captcha.ttlSeconds),
    },
    // Same relative place from src/ and dist/: apps/web/dist next to this workspace.
    webDist: production
      ? env.WEB_DIST
        ? resolve(cwd, env.WEB_DIST)
        : fileURLToPath(new URL('../../web/dist', import.meta.url))
      : undefined,
    chain: chainFrom(env, production, seedDemo),
    priceFeed: priceFeedFrom(env),
  };
}
