// `npm start`: install, build and run the product on the embedded database with demo data.
import { spawn } from 'node:child_process';
import { ensureDependencies, root, run } from './lib/ensure.mjs';

ensureDependencies();
run('npm', ['run', 'build']);

const server = spawn(process.execPath, ['apps/api/dist/server.js'], {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', SEED_DEMO: '1', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
