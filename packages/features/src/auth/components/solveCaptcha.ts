import { solveChallenge } from 'altcha-lib/v1';
import type { CaptchaChallenge } from '../api/getCaptchaChallenge';

/**
 * Solves an ALTCHA challenge (WebCrypto SHA-256, in the browser) and returns the base64 payload the login
 * call expects as `captcha`. Rejects when no number up to `maxnumber` solves it (a forged challenge).
 */
export async function solveCaptcha(challenge: CaptchaChallenge, signal?: AbortSignal): Promise<string> {
  const { promise, controller } = solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  );
  const abort = () => controller.abort();
  signal?.addEventListener('abort', abort, { once: true });
  try {
    const solution = await promise;
    if (!solution) throw new Error(signal?.aborted ? 'Captcha solving aborted' : 'Captcha has no solution');
    const { algorithm, challenge: hash, salt, signature } = challenge;
    return btoa(JSON.stringify({ algorithm, challenge: hash, number: solution.number, salt, signature }));
  } finally {
    signal?.removeEventListener('abort', abort);
  }
}
