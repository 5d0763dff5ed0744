/**
 * The shortest time between two price announcements. Prices are refreshed every few seconds; a screen
 * reader that said every move would talk over everything the person is doing.
 */
export const ANNOUNCEMENT_GAP_MS = 30_000;

/**
 * How long to hold a new announcement: none when the last one was long enough ago (or never), otherwise
 * until the gap has passed. A move that arrives meanwhile replaces the held one, so what is said then is
 * the latest price, once.
 */
export function announcementDelay(lastSaidAt: number | null, now: number, gap = ANNOUNCEMENT_GAP_MS): number {
  if (lastSaidAt === null) return 0;
  return Math.max(0, lastSaidAt + gap - now);
}
