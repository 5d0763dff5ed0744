import { createChallenge, verifySolution } from 'altcha-lib/v1';
import { describe, expect, it } from 'vitest';
import { solveCaptcha } from './solveCaptcha';

const hmacKey = 'unit-test-key';

/** A server-made challenge in the contract's shape (altcha-lib types maxnumber as optional). */
async function serverChallenge(maxnumber: number, number?: number) {
  const challenge = await createChallenge({
    hmacKey,
    maxnumber,
    ...(number === undefined ? {} : { number }),
  });
  return { ...challenge, maxnumber };
}

describe('solveCaptcha', () => {
  it('produces a payload that the server-side ALTCHA check accepts', async () => {
    const challenge = await serverChallenge(500);
    const payload = await solveCaptcha(challenge);
    expect(await verifySolution(payload, hmacKey)).toBe(true);
    expect(Object.keys(JSON.parse(atob(payload))).sort()).toEqual([
      'algorithm',
      'challenge',
      'number',
      'salt',
      'signature',
    ]);
  });

  it('rejects a challenge with no solution in range', async () => {
    const challenge = await serverChallenge(500, 400);
    await expect(solveCaptcha({ ...challenge, maxnumber: 10 })).rejects.toThrow('no solution');
  });

  it('stops when aborted', async () => {
    const challenge = await serverChallenge(1_000_000, 999_999);
    const controller = new AbortController();
    const solving = solveCaptcha(challenge, controller.signal);
    controller.abort();
    await expect(solving).rejects.toThrow('aborted');
  });
});
