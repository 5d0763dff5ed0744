import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { generateHOTP } from '@oslojs/otp';

/**
 * The journeys' authenticator app: the key of every account with one (the demo accounts' printed keys, and
 * the keys journeys read off the enrolment screen), and the last step each typed, so a code is never typed
 * twice (the server takes each once). One worker per server runs the journeys, so this is the whole truth.
 */
const keys = new Map<string, Uint8Array>([
  // Printed by the quick start (apps/api DEMO_ACCOUNTS).
  ['demo@example.com', decodeBase32IgnorePadding('CPLRHUR275QPTQKYMO73WYRNWPM3EJMU')],
  ['admin@example.com', decodeBase32IgnorePadding('MXEC34M5ZFAKPPXBHT4IYCVBWGRS5MBR')],
  // The second operator, who decides what the first proposes for the desk's stock.
  ['desk@example.com', decodeBase32IgnorePadding('OO7YU3XVO7NMIL6VSNLEWVEL6T6RIWKA')],
]);
const lastSteps = new Map<string, number>();

const STEP_MS = 30_000;
// How far the server's clock was moved ahead of this machine's (support/clock.ts): codes are the server's.
let serverAheadMs = 0;
const stepNow = () => Math.floor((Date.now() + serverAheadMs) / STEP_MS);

/** The server's clock now reads `serverNow`: the app's codes follow it, as a phone's follow the real time. */
export function followServerClock(serverNow: Date): void {
  serverAheadMs = serverNow.getTime() - Date.now();
}

/** Remembers the key an enrolment screen showed (base32, grouped or not). */
export function rememberKey(email: string, shownKey: string): void {
  keys.set(email, decodeBase32IgnorePadding(shownKey.replace(/\s/g, '').toUpperCase()));
}

export function hasAuthenticator(email: string): boolean {
  return keys.has(email);
}

/**
 * The code the app shows now, one the server has not taken: at most three are good per 30 s (one step of
 * drift either way), so a fourth in the same half minute waits for the clock to reach the next step.
 */
export async function nextCode(email: string): Promise<string> {
  const key = keys.get(email);
  if (!key) throw new Error(`${email} has no authenticator app in these journeys`);
  const last = lastSteps.get(email) ?? -Infinity;
  while (stepNow() + 1 <= last) await new Promise((resolve) => setTimeout(resolve, 250));
  const step = Math.max(stepNow() - 1, last + 1);
  lastSteps.set(email, step);
  return generateHOTP(key, BigInt(step), 6);
}
