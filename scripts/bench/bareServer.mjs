// The ceiling for one Node process on this machine: Fastify answering a small JSON, with no database, no
// logging, no plugins. Run as its own process so it does not share an event loop with the load generator.
import { createRequire } from 'node:module';

// Fastify is a dependency of the API workspace, not of the root: resolve it the way the server does.
const require = createRequire(new URL('../../apps/api/package.json', import.meta.url));
const Fastify = require('fastify');

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ ok: true, name: 'bare fastify' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
