/**
 * Seconds from a reading's time to `now`. Its time is the source's, but never later than when we fetched it:
 * a source whose clock runs ahead cannot make a reading look younger than it is. Never negative.
 */
export function readingAgeSeconds(reading: { sourceTime: Date; fetchedAt: Date }, now: Date): number {
  const at = Math.min(reading.sourceTime.getTime(), reading.fetchedAt.getTime());
  return Math.max(0, now.getTime() - at) / 1000;
}

/** The age past which a reading no longer stands for the market (automatic prices halt then). */
export const DEFAULT_MAX_AGE_SECONDS = 60;

/** Whether the reading is older than `maxAgeSeconds` at `now` (a reading exactly that old is still fresh). */
export function isStale(
  reading: { sourceTime: Date; fetchedAt: Date },
  now: Date,
  maxAgeSeconds: number = DEFAULT_MAX_AGE_SECONDS,
): boolean {
  return readingAgeSeconds(reading, now) > maxAgeSeconds;
}
