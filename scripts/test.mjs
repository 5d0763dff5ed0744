// `npm test`: every check CI enforces, in the order that fails fastest. Each step says what it runs and on
// which database; the run stops at the first failing step.
import { ensureChromium, ensureDependencies, run } from './lib/ensure.mjs';
import { postgresUrl, postgresReachable } from './lib/postgres.mjs';

ensureDependencies();
ensureChromium();

const steps = [
  ['The contract lints clean (Redocly)', () => run('npm', ['run', '--silent', 'lint:contract'])],
  ['Generated API types match openapi.yaml', () => run('npm', ['run', '--silent', 'gen:check'])],
  ['Lint, import boundaries and formatting', () => run('npm', ['run', '--silent', 'lint'])],
  ['Type check every workspace', () => run('npm', ['run', '--silent', 'typecheck'])],
  [
    'Unit, API (database: PGlite, embedded) and Storybook tests (fa and en: interaction, accessibility, visual)',
    () => run('npx', ['vitest', 'run'], { env: { ...process.env, TEST_DB: 'pglite' } }),
  ],
  [
    'API tests on PostgreSQL',
    async () => {
      const url = postgresUrl();
      if (!(await postgresReachable(url))) {
        if (process.env.CI)
          throw new Error(`PostgreSQL is not reachable at ${url}; CI runs the database tests on it.`);
        console.log(`PostgreSQL is not reachable at ${url}: skipped (the PGlite run above covered the API).`);
        return;
      }
      console.log(`Database: PostgreSQL at ${url}`);
      run('npx', ['vitest', 'run', '--project', 'api'], {
        env: { ...process.env, TEST_DB: 'postgres', DATABASE_URL: url },
      });
    },
  ],
  ['Storybook builds', () => run('npm', ['run', '--silent', 'build-storybook'])],
  ['Browser journeys against the built product (Playwright)', () => run('npm', ['run', '--silent', 'e2e'])],
];

let passed = 0;
for (const [title, step] of steps) {
  const started = Date.now();
  console.log(`\n=== ${title}`);
  try {
    await step();
  } catch (error) {
    console.error(`\n✗ ${title}: ${error.message}`);
    console.log(`\nSteps: ${passed} passed, 1 failed`);
    process.exit(1);
  }
  passed += 1;
  console.log(`✓ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}
console.log(`\nSteps: ${passed} passed, 0 failed`);
