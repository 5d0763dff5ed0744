import fp from 'fastify-plugin';
import { DomainError } from '../errors/DomainError.js';
import { isLocalPerson } from './devOutbox.js';

/** The real clock plus an offset that only grows: what a browser journey moves to cross a day's wait. */
export interface MovableClock {
  now: () => Date;
  /** Moves the clock forward and answers the new time. */
  advance: (seconds: number) => Date;
}

export function movableClock(): MovableClock {
  let offsetMs = 0;
  const now = () => new Date(Date.now() + offsetMs);
  return {
    now,
    advance: (seconds) => {
      offsetMs += seconds * 1000;
      return now();
    },
  };
}

/** A year at most: a journey crosses holds of a day or two, never the whole life of a session secret. */
const MAX_ADVANCE_SECONDS = 366 * 24 * 60 * 60;

function advanceSecondsOf(body: unknown): number | undefined {
  if (typeof body !== 'object' || body === null || !('advance_seconds' in body)) return undefined;
  const seconds = body.advance_seconds;
  const whole = typeof seconds === 'number' && Number.isInteger(seconds);
  return whole && seconds >= 1 && seconds <= MAX_ADVANCE_SECONDS ? seconds : undefined;
}

/**
 * POST /test/clock {"advance_seconds": n}: moves the server's one clock forward (holds, waits, sessions,
 * codes all read it), for browser journeys. Not part of the API contract: it exists only with
 * `config.testClock` (TEST_CLOCK=1, refused by a production start) and only for a person on this machine; to
 * anyone else it is a path that does not exist. The offset lives in this process: journeys run one server.
 */
export const testClockPlugin = fp<{ clock: MovableClock | undefined }>(async (app, { clock }) => {
  if (!clock || !app.core.config.testClock) return;
  app.post('/test/clock', async (request) => {
    if (!isLocalPerson(request)) throw new DomainError('notFound', 'error.notFound');
    const seconds = advanceSecondsOf(request.body);
    if (seconds === undefined) throw new DomainError('badRequest', 'error.badRequest');
    return { now: clock.advance(seconds).toISOString() };
  });
});
