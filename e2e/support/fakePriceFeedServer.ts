// The order books the browser journeys' server reads its reference price from: the API tests' fake feed
// (Nobitex's and Wallex's shapes on one port, E2E_PRICE_FEED_PORT). Start it beside the server and point
// PRICE_FEED_NOBITEX_URL and PRICE_FEED_WALLEX_URL at it; a journey moves the book with
// `POST /fake/book {bid, ask}` (Toman) and stops the feed with `POST /fake/down {down: true}`.
import { FakePriceFeed } from '../../apps/api/test/support/fakePriceFeed';

const port = Number(process.env.E2E_PRICE_FEED_PORT);
if (!Number.isInteger(port) || port <= 0) throw new Error('E2E_PRICE_FEED_PORT must be a port number');

const fake = await FakePriceFeed.start(port);
console.log(`fake price feed listening at ${fake.url}`);

const stop = () => void fake.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
