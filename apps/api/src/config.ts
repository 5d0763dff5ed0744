import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Everything the server reads from the environment, resolved once at start. */
export interface Config {
  port: number;
  host: string;
  /** PostgreSQL URL; when unset the server runs on embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  smtpUrl: string | undefined;
  /** Mail goes here (one .eml per message and index.txt) when there is no SMTP_URL. */
  outboxDir: string;
  /** Uploaded identity documents, outside any web root. */
  uploadDir: string;
  sessionSecret: string;
  captchaHmacKey: string;
  sessionIdleSeconds: number;
  sessionAbsoluteSeconds: number;
  /** ALTCHA `maxnumber`: the expected work is half of it. */
  captchaMaxNumber: number;
  captchaTtlSeconds: number;
  /** Seed demo@example.com and admin@example.com (always on in embedded mode). */
  seedDemo: boolean;
  production: boolean;
  /** Trust X-Forwarded-* (set when behind a reverse proxy that terminates TLS). */
  trustProxy: boolean;
  /** Folder of the built web app, served in production. */
  webDist: string;
}

type Env = Record<string, string | undefined>;

function intFrom(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
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
  mkdirSync(dataDir, { recursive: true });
  const secrets: Secrets = {
    sessionSecret: randomBytes(32).toString('base64url'),
    captchaHmacKey: randomBytes(32).toString('base64url'),
  };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
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
  return {
    port: intFrom(env, 'PORT', 3000),
    host: env.HOST || '127.0.0.1',
    databaseUrl,
    dataDir,
    smtpUrl: env.SMTP_URL || undefined,
    outboxDir: join(dataDir, 'outbox'),
    uploadDir: env.UPLOAD_DIR ? resolve(cwd, env.UPLOAD_DIR) : join(dataDir, 'uploads'),
    sessionSecret,
    captchaHmacKey,
    sessionIdleSeconds: intFrom(env, 'SESSION_IDLE_SECONDS', 30 * 60),
    sessionAbsoluteSeconds: intFrom(env, 'SESSION_ABSOLUTE_SECONDS', 12 * 60 * 60),
    captchaMaxNumber: intFrom(env, 'CAPTCHA_MAX_NUMBER', 100_000),
    captchaTtlSeconds: intFrom(env, 'CAPTCHA_TTL_SECONDS', 5 * 60),
    seedDemo: !databaseUrl || env.SEED_DEMO === '1',
    production,
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    // Same relative place from src/ and dist/: apps/web/dist next to this workspace.
    webDist: env.WEB_DIST
      ? resolve(cwd, env.WEB_DIST)
      : fileURLToPath(new URL('../../web/dist', import.meta.url)),
  };
}
