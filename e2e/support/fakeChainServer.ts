// The chain the browser journeys' server reads Tether deposits from: the API tests' fake TronGrid on a fixed
// port (E2E_CHAIN_PORT), started by Playwright next to the server. A journey puts a transfer on it with
// `sendTether` (support/chain.ts); the server's watcher finds it as it would on TronGrid.
import { FakeTronGrid } from '../../apps/api/test/support/fakeTronGrid';

const port = Number(process.env.E2E_CHAIN_PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error('E2E_CHAIN_PORT must be a port number');

const fake = await FakeTronGrid.start(port);
console.log(`fake TronGrid listening at ${fake.url}`);

const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
