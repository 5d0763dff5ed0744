import Bowser from 'bowser';
import type { FastifyRequest } from 'fastify';
import { clientOf } from './loginEvents.js';

/**
 * A browser and system as people name them ("Chrome 131", "Android 14"), read from a User-Agent with bowser
 * (MIT); null for what it cannot tell. Only a description: a User-Agent is whatever the client says.
 */
export function describeDevice(
  userAgent: string | null,
  ip: string | null,
): { browser: string | null; os: string | null; ip: string | null } {
  if (!userAgent) return { browser: null, os: null, ip };
  const { browser, os } = Bowser.parse(userAgent);
  const major = browser.version?.split('.')[0];
  return {
    browser: browser.name ? [browser.name, major].filter(Boolean).join(' ') : null,
    os: os.name ? [os.name, os.versionName ?? os.version].filter(Boolean).join(' ') : null,
    ip,
  };
}

/** What a new-browser notice says of the request's browser: "Chrome 131 · Android 14", and its address. */
export function deviceParams(request: FastifyRequest): { device: string; ip: string } {
  const { user_agent, ip } = clientOf(request);
  const { browser, os } = describeDevice(user_agent, ip);
  return { device: [browser, os].filter(Boolean).join(' · ') || '?', ip: ip ?? '?' };
}
