// The steps of `npm test`, the stages they run in, and where each leaves its results (for the report and
// for `--failed`).
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { root } from './ensure.mjs';
import { postgresReachable, postgresUrl } from './postgres.mjs';
import { start } from './runSteps.mjs';

/** Results of the last run: Vitest's and Playwright's JSON reports, the stories' checks, the steps. */
export const RESULTS_DIR = `${root}test-report`;

const npm =
  (script, extra = [], env = {}) =>
  (live) =>
    start('npm', ['run', '--silent', script, ...(extra.length ? ['--', ...extra] : [])], {
      live,
      label: script,
      env: { ...process.env, ...env },
    });

/** `npx vitest run` with the JSON report the summary reads; `files` narrows it (for `--failed`). */
function vitest({ projects = [], env = {}, report, changed, files = [] }) {
  return (live) =>
    start(
      'npx',
      [
        'vitest',
        'run',
        ...projects.flatMap((project) => ['--project', project]),
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${RESULTS_DIR}/${report}`,
        ...(changed ? ['--changed'] : []),
        // Narrowed to a change or to the last failures, finding nothing to run is no failure.
        ...(changed || files.length > 0 ? ['--passWithNoTests'] : []),
        ...files,
      ],
      { live, label: `vitest ${projects.join(' ') || '(all projects)'}`, env: { ...process.env, ...env } },
    );
}

export const steps = {
  contract: {
    id: 'contract',
    title: 'The contract lints clean (Redocly) and the generated API types match it',
    plan: () => ({
      ...steps.contract,
      run: async (live) => {
        await npm('lint:contract')(live);
        await npm('gen:check')(live);
      },
    }),
  },
  lint: {
    id: 'lint',
    title: 'Lint, import boundaries, import cycles and formatting',
    plan: () => ({ ...steps.lint, run: npm('lint') }),
  },
  typecheck: {
    id: 'typecheck',
    title: 'Type check every workspace',
    plan: () => ({ ...steps.typecheck, run: npm('typecheck') }),
  },
  vitest: {
    id: 'vitest',
    title:
      'Unit, API (database: PGlite, embedded) and Storybook tests (fa and en: interaction, accessibility, visual)',
    plan: ({ changed, failures }) => {
      const files = failures?.files.vitest;
      return {
        ...steps.vitest,
        run: vitest({
          report: 'vitest.json',
          changed,
          files,
          env: { TEST_DB: 'pglite', STORY_CHECKS_FILE: `${RESULTS_DIR}/story-checks.jsonl` },
        }),
      };
    },
  },
  'api-postgres': {
    id: 'api-postgres',
    title: 'API tests on PostgreSQL',
    plan: ({ changed, failures }) => {
      const files = failures?.files['api-postgres'];
      return {
        ...steps['api-postgres'],
        run: async (live) => {
          const url = postgresUrl();
          if (!(await postgresReachable(url))) {
            if (process.env.CI)
              throw new Error(`PostgreSQL is not reachable at ${url}; CI runs the database tests on it.`);
            console.log(`PostgreSQL is not reachable at ${url}: skipped (the PGlite run covered the API).`);
            return;
          }
          console.log(`Database: PostgreSQL at ${url}`);
          await vitest({
            projects: ['api'],
            report: 'vitest-postgres.json',
            changed,
            files,
            env: { TEST_DB: 'postgres', DATABASE_URL: url },
          })(live);
        },
      };
    },
  },
  'storybook-build': {
    id: 'storybook-build',
    title: 'Storybook builds',
    plan: () => ({ ...steps['storybook-build'], run: npm('build-storybook') }),
  },
  journeys: {
    id: 'journeys',
    title: 'Browser journeys against the built product (Playwright)',
    plan: ({ changed, failures }) => ({
      ...steps.journeys,
      run: npm(
        'e2e',
        [
          '--reporter=list,json',
          ...(changed ? ['--only-changed'] : []),
          ...(failures ? ['--last-failed'] : []),
        ],
        { PLAYWRIGHT_JSON_OUTPUT_NAME: `${RESULTS_DIR}/playwright.json` },
      ),
    }),
  },
};

/**
 * Stages run one after another; the steps of a stage side by side. The Storybook tests keep both cores
 * busy on their own; the journeys wait on their servers and browsers often enough to leave room for the API
 * tests on PostgreSQL and the Storybook build.
 */
export const stages = [
  ['contract'],
  ['lint', 'typecheck'],
  ['vitest'],
  ['journeys', 'api-postgres', 'storybook-build'],
];

/** What failed in the last run: its failed steps, and per test step the files that failed. */
export function lastFailures() {
  const path = `${RESULTS_DIR}/steps.json`;
  if (!existsSync(path)) return { steps: Object.keys(steps), files: {} };
  const { planned, outcomes } = JSON.parse(readFileSync(path, 'utf8'));
  const passed = new Set(outcomes.filter((outcome) => outcome.passed).map((outcome) => outcome.id));
  // Steps that failed, and steps a failure stopped before they ran.
  const failedSteps = planned.filter((id) => !passed.has(id));
  const failedFiles = (report) => {
    const path = `${RESULTS_DIR}/${report}`;
    if (!existsSync(path)) return undefined;
    const files = JSON.parse(readFileSync(path, 'utf8'))
      .testResults.filter((file) => file.status === 'failed')
      .map((file) => relative(root, file.name));
    // A step that failed outside any file (a crash, a global setup) runs whole again.
    return files.length > 0 ? [...new Set(files)] : undefined;
  };
  const files = (id, report) => (failedSteps.includes(id) ? failedFiles(report) : undefined);
  return {
    steps: failedSteps,
    files: {
      vitest: files('vitest', 'vitest.json'),
      'api-postgres': files('api-postgres', 'vitest-postgres.json'),
    },
  };
}
