import autocannon from 'autocannon';

/** The same settings for every call, so their figures compare. */
export const LOAD = { connections: 8, duration: 5, warmup: { connections: 8, duration: 1 } };
export const LOAD_DESCRIPTION = `${LOAD.connections} connections, ${LOAD.warmup.duration} s warm-up, then ${LOAD.duration} s`;

/**
 * One autocannon run against `url`. `answersPerSecond` counts only 2xx answers: a call throttled into 429s
 * must not look fast. Fails when not a single answer was a 2xx, since then nothing was measured.
 */
export function load(call, url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, ...LOAD }, (error, result) => {
      if (error) return reject(error);
      const figure = {
        call,
        requestsPerSecond: result.requests.average,
        answersPerSecond: result['2xx'] / result.duration,
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx,
        errors: result.errors + result.timeouts,
        statusCodes: Object.fromEntries(
          Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]),
        ),
      };
      console.log(
        `  ${call.padEnd(32)} ${figure.requestsPerSecond.toFixed(0).padStart(7)} req/s   ` +
          `p50 ${figure.p50} ms   p99 ${figure.p99} ms   non-2xx ${figure.non2xx}   errors ${figure.errors}`,
      );
      if (result['2xx'] === 0) {
        return reject(
          new Error(`${call}: no 2xx answer (status counts ${JSON.stringify(figure.statusCodes)})`),
        );
      }
      resolve(figure);
    });
  });
}
