import type { LimitOptions } from '../auth/rateLimitHook.js';

/**
 * The public market list, per client IP. Clients load it once and cache it (and the landing page shows
 * it to everyone), so a browser needs a handful of calls a minute; this only stops scraping loops.
 */
export const LIST_MARKETS_PER_IP: LimitOptions = { max: 120, windowMs: 60_000 };
