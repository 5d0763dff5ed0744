import { root } from '../lib/ensure.mjs';
import { freePort, startChild } from './childServer.mjs';
import { withCleanup } from './cleanup.mjs';
import { load } from './load.mjs';

/** Loads a bare Fastify server (see bareServer.mjs) the same way as the real calls. */
export async function benchBareFastify() {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}/bare`;
  const server = await startChild({
    name: 'the bare Fastify server',
    args: ['scripts/bench/bareServer.mjs'],
    cwd: root,
    env: { ...process.env, PORT: String(port) },
    readyUrl: url,
  });
  return withCleanup(server.stop, () => load('bare Fastify GET /bare', url));
}
