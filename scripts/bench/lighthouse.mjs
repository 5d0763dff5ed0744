import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '../lib/ensure.mjs';
import { startBuiltServer } from './builtServer.mjs';
import { withCleanup } from './cleanup.mjs';
import { FIRST_LOAD_ROUTES } from './firstLoadWeight.mjs';
import { describeMachineLoad } from './machineLoad.mjs';

/** Runs per page; the median of each figure is reported (one run on a shared machine can be far off). */
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5);

/** Lighthouse 12, mobile defaults (simulated slow 4G, 4x CPU), on the landed build before issue 10. */
const BASELINE = {
  '/landing': { score: 57, fcp: 5200, lcp: 5400, tbt: '300-430' },
  '/login': { score: 69, lcp: 4800 },
};

const GOALS = [
  { key: 'score', label: 'performance score', goal: '>= 95', met: (v) => v >= 95, format: (v) => String(v) },
  { key: 'fcp', label: 'First Contentful Paint', goal: '', format: (v) => `${(v / 1000).toFixed(2)} s` },
  {
    key: 'lcp',
    label: 'Largest Contentful Paint',
    goal: '<= 1.5 s',
    met: (v) => v <= 1500,
    format: (v) => `${(v / 1000).toFixed(2)} s`,
  },
  {
    key: 'tbt',
    label: 'Total Blocking Time',
    goal: '<= 150 ms',
    met: (v) => v <= 150,
    format: (v) => `${v.toFixed(0)} ms`,
  },
  {
    key: 'cls',
    label: 'Cumulative Layout Shift',
    goal: '<= 0.02',
    met: (v) => v <= 0.02,
    format: (v) => v.toFixed(3),
  },
  { key: 'si', label: 'Speed Index', goal: '', format: (v) => `${(v / 1000).toFixed(2)} s` },
];

const chromiumCandidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

export function findChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  return chromiumCandidates.find((candidate) => existsSync(candidate));
}

/** One Lighthouse run (its CLI, which launches the browser itself) of `url`: the figures of its report. */
function lighthouse(url, chromium, outDir, run) {
  const output = join(outDir, `run-${run}.json`);
  const result = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules/lighthouse/cli/index.js'),
      url,
      '--only-categories=performance',
      '--output=json',
      `--output-path=${output}`,
      '--quiet',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
    ],
    { cwd: root, env: { ...process.env, CHROME_PATH: chromium }, encoding: 'utf8', timeout: 180_000 },
  );
  if (result.status !== 0 || !existsSync(output)) {
    throw new Error(
      `lighthouse ${url} failed (${result.status ?? result.signal}): ${result.stderr.slice(-2000)}`,
    );
  }
  const lhr = JSON.parse(readFileSync(output, 'utf8'));
  if (lhr.runtimeError) throw new Error(`lighthouse ${url}: ${lhr.runtimeError.message}`);
  const audit = (id) => lhr.audits[id]?.numericValue;
  return {
    score: Math.round(lhr.categories.performance.score * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    si: audit('speed-index'),
  };
}

/**
 * Lighthouse now and then loses its trace on a busy machine (NO_NAVSTART, NO_FCP): such a run is tried
 * again, twice at most, and said so; a page that fails three times fails the bench.
 */
function lighthouseWithRetry(url, chromium, outDir, run) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return lighthouse(url, chromium, outDir, `${run}-${attempt}`);
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`  (run ${run + 1} of ${url} failed, trying again: ${error.message.split('\n')[0]})`);
    }
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Lighthouse's mobile performance audit of the pages a visitor arrives on, against the built server as
 * production runs it (embedded database, demo data), next to the landed baseline and issue 10's goals.
 * Skipped, with the reason, when there is no Chromium.
 */
export async function benchLighthouse() {
  const chromium = findChromium();
  console.log(
    `\nLighthouse (mobile: simulated slow 4G, 4x CPU slowdown; median of ${RUNS} runs per page; ` +
      `${describeMachineLoad()})`,
  );
  if (!chromium) {
    console.log('  skipped: no Chromium found (install one or set CHROMIUM_PATH)');
    return { skipped: true };
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'sarraf-bench-web-'));
  const outDir = mkdtempSync(join(tmpdir(), 'sarraf-lighthouse-'));
  const removeDirs = async () => {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(outDir, { recursive: true, force: true });
  };
  return withCleanup(removeDirs, async () => {
    const { base, stop } = await startBuiltServer('', dataDir);
    return withCleanup(stop, async () => {
      const pages = {};
      for (const route of FIRST_LOAD_ROUTES) {
        const runs = [];
        for (let run = 0; run < RUNS; run += 1)
          runs.push(lighthouseWithRetry(`${base}${route}`, chromium, outDir, run));
        pages[route] = Object.fromEntries(GOALS.map(({ key }) => [key, median(runs.map((r) => r[key]))]));
        pages[route].runs = runs;
        printPage(route, pages[route]);
      }
      return { pages };
    });
  });
}

function printPage(route, figures) {
  const baseline = BASELINE[route] ?? {};
  console.log(
    `  ${route}${' '.repeat(26 - route.length)}${'baseline'.padStart(10)}${'now'.padStart(10)}   goal`,
  );
  for (const { key, label, goal, met, format } of GOALS) {
    const was = baseline[key];
    const wasText = was === undefined ? '-' : typeof was === 'string' ? `${was} ms` : format(was);
    const runs = figures.runs.map((run) => format(run[key])).join(', ');
    const verdict = met ? (met(figures[key]) ? 'PASS' : 'MISS') : '';
    console.log(
      `    ${label.padEnd(24)}${wasText.padStart(10)}${format(figures[key]).padStart(10)}   ` +
        `${goal.padEnd(9)} ${verdict.padEnd(4)}  (runs: ${runs})`,
    );
  }
}
