// The report printed at the end of `npm test`: each step's time, the ten slowest test files, and what was
// tested (API tests per database, stories and their checks, journeys), so the next slowdown or a quietly
// dropped test is seen the day it comes. It reads the machine-readable results the steps write.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { root } from './ensure.mjs';

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : undefined;
}

/** Vitest's JSON report: per file, its tests' outcomes and its time. */
function vitestFiles(path, label) {
  const report = readJson(path);
  if (!report) return [];
  return report.testResults.map((file) => ({
    file: relative(root, file.name),
    label,
    seconds: (file.endTime - file.startTime) / 1000,
    tests: file.assertionResults.map((test) => test.status),
  }));
}

/** Playwright's JSON report: per spec file, its tests' outcomes and the time they took. */
function playwrightFiles(path) {
  const report = readJson(path);
  if (!report) return [];
  const files = new Map();
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      const entry = files.get(spec.file) ?? {
        file: `e2e/${spec.file}`,
        label: 'journeys',
        seconds: 0,
        tests: [],
      };
      for (const test of spec.tests) {
        entry.seconds += test.results.reduce((sum, result) => sum + result.duration, 0) / 1000;
        entry.tests.push(
          test.status === 'expected' ? 'passed' : test.status === 'skipped' ? 'skipped' : 'failed',
        );
      }
      files.set(spec.file, entry);
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  return [...files.values()];
}

/** One line per story run, written by the Storybook tests (.storybook/storyChecks.ts). */
function storyChecks(path) {
  if (!existsSync(path)) return [];
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

const count = (tests, status) => tests.filter((test) => test === status).length;

/** Prints the report from the results in `dir` (see testSteps.mjs for the file names). */
export function printReport(outcomes, dir) {
  const total = outcomes.reduce((sum, outcome) => sum + outcome.seconds, 0);
  console.log('\n=== Report');
  console.log('Steps (seconds; steps of one stage ran side by side):');
  for (const { step, passed, seconds } of outcomes) {
    console.log(`  ${passed ? '✓' : '✗'} ${seconds.toFixed(1).padStart(7)}  ${step.title}`);
  }
  console.log(`  (sum of the steps' own times: ${total.toFixed(0)} s)`);

  const fast = vitestFiles(`${dir}/vitest.json`, 'PGlite / browser');
  const postgres = vitestFiles(`${dir}/vitest-postgres.json`, 'PostgreSQL');
  // One report per group of journeys (scripts/e2e.mjs): playwright-<group>.json.
  const journeys = readdirSync(dir)
    .filter((name) => /^playwright.*\.json$/.test(name))
    .flatMap((name) => playwrightFiles(`${dir}/${name}`));
  const files = [...fast, ...postgres, ...journeys];
  if (files.length > 0) {
    console.log('Slowest ten test files (seconds):');
    for (const file of files.toSorted((a, b) => b.seconds - a.seconds).slice(0, 10)) {
      console.log(`  ${file.seconds.toFixed(1).padStart(7)}  ${file.file} (${file.label})`);
    }
  }

  const api = (list) =>
    list.filter((file) => file.file.startsWith('apps/api/')).flatMap((file) => file.tests);
  const unit = fast.filter(
    (file) => !file.file.startsWith('apps/api/') && !file.file.endsWith('.stories.tsx'),
  );
  const stories = storyChecks(`${dir}/story-checks.jsonl`);
  const journeyTests = journeys.flatMap((file) => file.tests);
  console.log('Counts:');
  const line = (what, tests) =>
    console.log(
      `  ${what}: ${count(tests, 'passed')} passed, ${count(tests, 'failed')} failed, ${count(tests, 'skipped') + count(tests, 'pending')} skipped`,
    );
  if (unit.length > 0)
    line(
      'unit tests',
      unit.flatMap((file) => file.tests),
    );
  if (fast.length > 0) line('API tests on PGlite', api(fast));
  if (postgres.length > 0) line('API tests on PostgreSQL', api(postgres));
  if (stories.length > 0) {
    const locales = [...new Set(stories.map((story) => story.locale))].sort().join(' and ');
    console.log(`  story runs (${locales}): ${stories.length}`);
    console.log(
      `    with a play function (interaction test): ${stories.filter((story) => story.play).length}`,
    );
    console.log(
      `    with the accessibility check (axe; a violation fails the story): ${stories.filter((story) => story.a11y).length}`,
    );
    console.log(
      `    screenshots compared: ${stories.filter((story) => story.screenshot === 'compared').length}`,
    );
    const unshot = stories.filter((story) => story.screenshot !== 'compared');
    if (unshot.length > 0) {
      console.log(`    without a screenshot (parameters.visual.disable): ${unshot.length}`);
      for (const story of unshot) console.log(`      ${story.id} (${story.locale})`);
    }
  }
  if (journeyTests.length > 0) line('browser journeys', journeyTests);
}
