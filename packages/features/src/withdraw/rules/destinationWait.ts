/**
 * While secure-withdrawal mode is in force, a saved destination may first be used at its `usable_at` (saved
 * plus the wait). The moment to show while it lies ahead; null once it has passed, when the mode is off
 * (null), or when the server sent something that is no moment.
 */
export function waitsUntil(usableAt: string | null, now: number = Date.now()): string | null {
  if (!usableAt) return null;
  const at = Date.parse(usableAt);
  return Number.isNaN(at) || at <= now ? null : usableAt;
}
