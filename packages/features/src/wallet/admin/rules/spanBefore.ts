/** How long before the request a risk sign's moment was, in the unit an operator reads it in. */
export type SpanBefore =
  { unit: 'underAMinute'; count: 0 } | { unit: 'minutes'; count: number } | { unit: 'hours'; count: number };

const MINUTE = 60_000;

/**
 * "40 minutes", "2 hours": minutes below an hour (cut down, so 59 min 50 s is not "an hour"), whole hours
 * from there (rounded: 1 h 59 min reads "2 hours"; the exact time is shown beside it). The contract's
 * windows end at 72 hours, so no larger unit is needed. A moment after the request (clocks apart) reads as
 * under a minute rather than a negative span.
 */
export function spanBefore(at: string, requestedAt: string): SpanBefore {
  const minutes = Math.floor((Date.parse(requestedAt) - Date.parse(at)) / MINUTE);
  if (!(minutes >= 1)) return { unit: 'underAMinute', count: 0 };
  if (minutes < 60) return { unit: 'minutes', count: minutes };
  return { unit: 'hours', count: Math.round(minutes / 60) };
}
