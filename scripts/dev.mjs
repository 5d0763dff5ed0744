// `npm run dev`: the API (watch mode, embedded database) and the Vite dev server side by side.
import { spawn } from 'node:child_process';
import { ensureDependencies, root } from './lib/ensure.mjs';

ensureDependencies();
const children = [
  spawn('npm', ['run', 'dev', '-w', '@sarraf/api'], {
    cwd: root,
    stdio: 'inherit',
    env: { SEED_DEMO: '1', ...process.env },
  }),
  spawn('npm', ['run', 'dev', '-w', '@sarraf/web'], { cwd: root, stdio: 'inherit' }),
];
const stopAll = (signal) => children.forEach((child) => child.kill(signal));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stopAll(signal));
for (const child of children)
  child.on('exit', (code) => {
    stopAll('SIGTERM');
    process.exit(code ?? 0);
  });
