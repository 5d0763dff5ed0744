import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../helpers/buildTestApp.js';

const HEADERS_TIMEOUT_MS = 400;
const REQUEST_TIMEOUT_MS = 1200;

let ctx: TestContext;
let port: number;
beforeAll(async () => {
  ctx = await buildTestApp({
    config: { http: { headersTimeoutMs: HEADERS_TIMEOUT_MS, requestTimeoutMs: REQUEST_TIMEOUT_MS } },
  });
  // Node checks these deadlines on an interval (createServer's `connectionsCheckingInterval`, 30 s by
  // default, read when the server starts listening); a short one lets the test see the deadline itself.
  Object.assign(ctx.app.server, { connectionsCheckingInterval: 50 });
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as { port: number }).port;
});
afterAll(async () => ctx?.close());

interface Outcome {
  /** What the server wrote before it closed the connection. */
  answer: string;
  closedAfterMs: number;
}

/** Opens a socket, sends `first`, then one `drip` every 100 ms until the server closes the connection. */
function dribble(first: string, drip: string): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const socket: Socket = connect(port, '127.0.0.1');
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(first);
      timer = setInterval(() => socket.write(drip), 100);
    });
    socket.on('data', (chunk) => (answer += chunk.toString('latin1')));
    socket.on('error', () => undefined); // a reset after the 408 is the expected end
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, closedAfterMs: performance.now() - started });
    });
    setTimeout(() => {
      socket.destroy();
      reject(new Error('the server kept a slow client for 10 s'));
    }, 10_000);
  });
}

describe('slow clients are cut off', () => {
  it('a client that sends its headers too slowly gets 408 and a closed connection', async () => {
    const { answer, closedAfterMs } = await dribble(
      'GET /api/captcha/challenge HTTP/1.1\r\nHost: localhost\r\n',
      'X-Slow: 1\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 50);
    expect(closedAfterMs).toBeLessThan(HEADERS_TIMEOUT_MS + 1000);
  });

  it('a client that sends its body too slowly is cut off at the request timeout', async () => {
    const { answer, closedAfterMs } = await dribble(
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
        'X-Requested-With: XMLHttpRequest\r\nContent-Length: 1000\r\n\r\n{',
      ' ',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(closedAfterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
    expect(closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS + 1000);
  });

  it('a normal client on the same server is answered', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/captcha/challenge`);
    expect(response.status).toBe(200);
  });
});
