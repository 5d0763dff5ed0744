import type { Config } from '../../../config.js';

const LOOPBACK_IPS = new Set(['127.0.0.1', '[::1]', '::1']);

/**
 * The relying party passkeys are bound to: the app's public address (`PUBLIC_URL`). Browsers refuse an IP
 * address as a relying-party id, so a server on this machine's loopback address is reached, for passkeys, as
 * `localhost` on the same port (the quick start and the journeys open that address to use one).
 */
export function passkeyParty(config: Pick<Config, 'publicUrl' | 'secondFactor'>) {
  const url = new URL(config.publicUrl);
  if (LOOPBACK_IPS.has(url.hostname)) url.hostname = 'localhost';
  return { id: url.hostname, origin: url.origin, name: config.secondFactor.issuer };
}
