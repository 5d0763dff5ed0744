// `npm test`: every check CI enforces. Stages run in order and stop at the first failure; the steps of a
// stage run side by side. At the end it prints each step's time, the slowest test files and what was tested.
//
//   npm test                      everything (what CI runs)
//   npm test -- lint typecheck    only these steps (`npm test -- --list` names them)
//   npm test -- --changed         the test steps on what the uncommitted change touches (Vitest's and
//                                 Playwright's own change detection), the checks on everything
//   npm test -- --failed          only what failed in the last run: its failed test files and steps
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { parseArgs } from 'node:util';
import { ensureChromium, ensureDependencies, root } from './lib/ensure.mjs';
import { runStages } from './lib/runSteps.mjs';
import { lastFailures, RESULTS_DIR, stages, steps } from './lib/testSteps.mjs';
import { printReport } from './lib/testReport.mjs';

const { values: options, positionals: chosen } = parseArgs({
  allowPositionals: true,
  options: { changed: { type: 'boolean' }, failed: { type: 'boolean' }, list: { type: 'boolean' } },
});

if (options.list) {
  for (const step of Object.values(steps)) console.log(`${step.id.padEnd(16)} ${step.title}`);
  process.exit(0);
}
const unknown = chosen.filter((id) => !steps[id]);
if (unknown.length > 0) {
  console.error(`Unknown step ${unknown.join(', ')}; the steps are: ${Object.keys(steps).join(', ')}`);
  process.exit(2);
}

ensureDependencies();
ensureChromium();

// What the last run left decides what `--failed` runs; read it before this run clears it.
const failures = options.failed ? lastFailures() : undefined;
const selected = (id) =>
  (chosen.length === 0 || chosen.includes(id)) && (!failures || failures.steps.includes(id));
const plan = stages
  .map((stage) => stage.filter(selected).map((id) => steps[id].plan({ changed: options.changed, failures })))
  .filter((stage) => stage.length > 0);
if (failures && plan.length === 0) {
  // The last run's results stay as they are.
  console.log('Nothing failed in the last run.');
  process.exit(0);
}
rmSync(RESULTS_DIR, { recursive: true, force: true });
mkdirSync(RESULTS_DIR, { recursive: true });

const started = Date.now();
const outcomes = await runStages(plan);
writeFileSync(
  `${RESULTS_DIR}/steps.json`,
  JSON.stringify({
    planned: plan.flat().map((step) => step.id),
    outcomes: outcomes.map(({ step, passed, seconds }) => ({ id: step.id, passed, seconds })),
  }),
);
printReport(outcomes, RESULTS_DIR);
const failed = outcomes.filter((outcome) => !outcome.passed).length;
const skipped = plan.flat().length - outcomes.length;
console.log(
  `\nSteps: ${outcomes.length - failed} passed, ${failed} failed${skipped ? `, ${skipped} not run` : ''}` +
    ` in ${((Date.now() - started) / 1000).toFixed(0)} s (${relative(root, RESULTS_DIR)}/ keeps the results)`,
);
process.exit(failed > 0 ? 1 : 0);
