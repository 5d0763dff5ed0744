import { solveChallenge } from 'altcha-lib/v1';

/** A challenge as `GET /api/captcha/challenge` answers it. */
export interface CaptchaChallenge {
  challenge: string;
  salt: string;
  algorithm: string;
  maxnumber: number;
  [field: string]: unknown;
}

/**
 * Solves a challenge with altcha-lib's own solver and returns what the browser widget sends as `captcha`:
 * the challenge without `maxnumber`, with the found number, base64 JSON.
 */
export async function captchaSolutionFor(challenge: CaptchaChallenge): Promise<string> {
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  if (!solution) throw new Error('captcha not solvable');
  const { maxnumber: _maxnumber, ...signed } = challenge;
  return Buffer.from(JSON.stringify({ ...signed, number: solution.number })).toString('base64');
}
