import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
// The fake TronGrid the server reads Tether deposits from (support/fakeChainServer.ts); workers inherit it.
const chainPort = Number(process.env.E2E_CHAIN_PORT ?? port + 1);
process.env.E2E_CHAIN_PORT = String(chainPort);
// A fresh embedded database for every run: journeys start from the seeded demo data only. Workers load this
// file again: they inherit E2E_DATA_DIR and reuse the folder, where specs read the server's mail outbox.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'sarraf-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: '.',
  // Per group of journeys when several run side by side (scripts/e2e.mjs): Playwright empties it at start.
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  // Ceilings, not waits: a passing journey ends as soon as its last condition holds. The journeys run beside
  // the API tests on PostgreSQL and the Storybook build on two cores, where a journey of a few logins (each
  // waits for the captcha's proof of work and for an unused authenticator step) took several times as long
  // as on a quiet machine; one ceiling for all, above the slowest seen (kyc and the route walk set their own).
  timeout: 240_000,
  // Assertions wait on their condition up to 30 s (Playwright's default is 5): under that load the app's
  // first script once took longer than 5 s to take over the prerendered page.
  expect: { timeout: 30_000 },
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    ...devices['Pixel 7'],
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
      // The repo's font set instead of the machine's, as in the Storybook tests: glyphs the bundled font
      // lacks are drawn as the same box on every machine.
      env: {
        ...process.env,
        FONTCONFIG_FILE: fileURLToPath(new URL('../.storybook/fonts/fonts.conf', import.meta.url)),
      },
    },
  },
  webServer: [
    {
      command: 'npx tsx e2e/support/fakeChainServer.ts',
      cwd: '..',
      port: chainPort,
      timeout: 60_000,
      reuseExistingServer: false,
      env: { E2E_CHAIN_PORT: String(chainPort) },
    },
    {
      command: 'node apps/api/dist/server.js',
      cwd: '..',
      url: `http://127.0.0.1:${port}/api/captcha/challenge`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: {
        NODE_ENV: 'production',
        PORT: String(port),
        DATA_DIR: dataDir,
        SEED_DEMO: '1',
        DATABASE_URL: '',
        // Tether deposits come from the fake chain, looked at every 2 s instead of 30.
        TRONGRID_URL: `http://127.0.0.1:${chainPort}`,
        CHAIN_SCAN_SECONDS: '2',
        // The captcha's proof of work runs in the page on the main thread's WebCrypto: at the product's
        // difficulty (up to 100,000 hashes) a loaded CI machine was seen still "Verifying…" after 20 s.
        // Journeys test the login's path, not the difficulty (the API tests check the captcha's rules).
        CAPTCHA_MAX_NUMBER: '10000',
        // Waits of a day (the hold after a password reset) are crossed by moving the server's clock
        // (support/clock.ts); a production start with a real database refuses this.
        TEST_CLOCK: '1',
      },
    },
  ],
});
