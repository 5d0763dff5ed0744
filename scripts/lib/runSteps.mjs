// Runs `npm test`'s steps: the steps of one stage side by side (a 2-core machine has room for a second process
// while the first waits on the browser or the database), stages one after another, each step timed. The
// first step of a stage prints as it goes; the others print whole when they end, so no two interleave.
import { spawn } from 'node:child_process';
import { root } from './ensure.mjs';

/**
 * Starts a command and resolves when it exits 0 (rejects otherwise). `live: false` keeps its output and
 * prints it whole at the end, under `label`.
 */
export function start(command, args, { env = process.env, live = true, label = command } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: root,
      env,
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const chunks = [];
    if (!live) {
      child.stdout.on('data', (chunk) => chunks.push(chunk));
      child.stderr.on('data', (chunk) => chunks.push(chunk));
    }
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (!live)
        process.stdout.write(
          `\n--- output of: ${label}\n${Buffer.concat(chunks).toString()}--- end of: ${label}\n`,
        );
      if (code === 0) resolve();
      else reject(new Error(`${command} ${args.join(' ')} failed with exit code ${code ?? signal}`));
    });
  });
}

/**
 * Runs the stages in order and the steps of a stage together. A step is `{ id, title, run(live) }`.
 * Stops after the first stage with a failure. Returns each step's outcome and time.
 */
export async function runStages(stages) {
  const outcomes = [];
  for (const stage of stages) {
    const stageOutcomes = await Promise.all(
      stage.map(async (step, index) => {
        const started = Date.now();
        console.log(
          `\n=== ${step.title}${stage.length > 1 ? ' (side by side with the rest of its stage)' : ''}`,
        );
        try {
          await step.run(index === 0);
          const seconds = (Date.now() - started) / 1000;
          console.log(`✓ ${step.title} (${seconds.toFixed(1)} s)`);
          return { step, passed: true, seconds };
        } catch (error) {
          const seconds = (Date.now() - started) / 1000;
          console.error(`\n✗ ${step.title}: ${error.message}`);
          return { step, passed: false, seconds };
        }
      }),
    );
    outcomes.push(...stageOutcomes);
    if (stageOutcomes.some((outcome) => !outcome.passed)) break;
  }
  return outcomes;
}
