// `npm run e2e`: build the product as `npm start` does, then drive it in Chromium with Playwright.
// Each group of journeys gets its own server, port and fresh embedded database (see e2e/playwright.config.ts),
// so groups run side by side without seeing each other's data. Journeys that share the demo trader run in
// the main group, one after another; the other group holds the visit of every route in both languages (the
// longest file, and it only reads) and the journeys that make their own people (sign-up, verification), so
// the two groups take about as long (measured under the full run: 16.8 and 18.2 min before the walk's axe
// check was halved and these two files moved).
import { readdirSync } from 'node:fs';
import { ensureChromium, root, run } from './lib/ensure.mjs';
import { start } from './lib/runSteps.mjs';

const OWN_SERVER = ['kyc.spec.ts', 'routes-a11y.spec.ts', 'signup.spec.ts'];
const groups = [
  {
    name: 'main',
    port: 3100,
    files: readdirSync(`${root}e2e`).filter((f) => f.endsWith('.spec.ts') && !OWN_SERVER.includes(f)),
  },
  { name: 'apart', port: 3200, files: OWN_SERVER },
];

ensureChromium();
run('npm', ['run', '--silent', 'build']);

// Options such as --reporter or --last-failed go to each group; a JSON report is written per group. A group
// that such a narrowing leaves without a test has nothing to fail.
const options = process.argv.slice(2);
if (options.some((option) => option === '--last-failed' || option.startsWith('--only-changed')))
  options.push('--pass-with-no-tests');
const jsonReport = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;
const results = await Promise.allSettled(
  groups.map((group, index) =>
    start(
      'npx',
      [
        'playwright',
        'test',
        '-c',
        'e2e/playwright.config.ts',
        ...options,
        ...group.files.map((f) => `e2e/${f}`),
      ],
      {
        live: index === 0,
        label: `journeys (${group.name})`,
        env: {
          ...process.env,
          E2E_PORT: String(group.port),
          E2E_OUTPUT_DIR: `test-results/${group.name}`,
          ...(jsonReport
            ? { PLAYWRIGHT_JSON_OUTPUT_NAME: jsonReport.replace(/\.json$/, `-${group.name}.json`) }
            : {}),
        },
      },
    ),
  ),
);
const failed = results.filter((result) => result.status === 'rejected');
for (const failure of failed) console.error(failure.reason.message);
process.exit(failed.length > 0 ? 1 : 0);
