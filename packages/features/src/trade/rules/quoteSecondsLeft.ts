/** What a countdown needs of a quote (contract Quote). */
export interface QuoteDeadline {
  expires_at: string;
  valid_seconds: number;
}

/**
 * Whole seconds a quote is still good for at `now` (ms since the epoch). Counted to its `expires_at`, not
 * from `valid_seconds`: an answer that spent 10 s on a slow network has 10 s less, and a countdown that
 * started from `valid_seconds` would offer a price the server no longer honours. Never more than
 * `valid_seconds` (a phone whose clock is behind the server's), never below 0, and rounded down, so the
 * screen stops offering the price before the server stops taking it. A deadline that cannot be read counts
 * as passed: a new price is one tap away, a lying countdown is not.
 */
export function quoteSecondsLeft(quote: QuoteDeadline, now: number): number {
  const deadline = Date.parse(quote.expires_at);
  if (Number.isNaN(deadline)) return 0;
  const left = Math.floor((deadline - now) / 1000);
  return Math.max(0, Math.min(quote.valid_seconds, left));
}
