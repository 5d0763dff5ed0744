// Set-up steps shared by `npm start` and `npm test`, so that both work on a fresh clone with nothing but
// Node and npm: dependencies come from the lockfile, and the browser is the operating system's Chromium.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';

export const root = new URL('../..', import.meta.url).pathname;

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, ...options });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed with exit code ${result.status ?? result.signal}`);
  }
}

/** Installs the locked dependencies when node_modules is missing or older than the lockfile. */
export function ensureDependencies() {
  const marker = `${root}node_modules/.package-lock.json`;
  const lock = `${root}package-lock.json`;
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(lock).mtimeMs) return;
  console.log('Installing dependencies from package-lock.json ...');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

const chromiumCandidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

function findChromium() {
  if (process.env.CHROMIUM_PATH && existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  return chromiumCandidates.find((candidate) => existsSync(candidate));
}

/**
 * Finds a Chromium for the browser tests, installing Debian's package when there is none and we may:
 * browser tools cannot download their own builds on machines without general internet access.
 */
export function ensureChromium() {
  let path = findChromium();
  if (!path && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log('No Chromium found: installing the chromium package ...');
    run('apt-get', ['update', '-qq']);
    // No font packages: the browser tests give Chromium the repo's own font set (.storybook/fonts/fonts.conf),
    // so what a machine has installed never reaches a screenshot.
    run('apt-get', ['install', '-y', '-qq', 'chromium'], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    path = findChromium();
  }
  if (!path) {
    throw new Error(
      'No Chromium found. Install one (Debian: apt-get install chromium) or set CHROMIUM_PATH.',
    );
  }
  process.env.CHROMIUM_PATH = path;
  const version = execFileSync(path, ['--version'], { encoding: 'utf8' }).trim();
  console.log(`Browser tests use ${version} (${path})`);
  return path;
}
