import { describe, expect, it } from 'vitest';
import { quoteSecondsLeft } from './quoteSecondsLeft';

const at = (iso: string) => Date.parse(iso);
const quote = { expires_at: '2026-03-21T10:30:30+03:30', valid_seconds: 30 };

describe('quoteSecondsLeft: the countdown follows the deadline, not the nominal validity', () => {
  it('gives the whole validity to an answer that arrived at once', () => {
    expect(quoteSecondsLeft(quote, at('2026-03-21T10:30:00+03:30'))).toBe(30);
  });

  it('gives less to an answer that spent seconds on a slow network', () => {
    expect(quoteSecondsLeft(quote, at('2026-03-21T10:30:12+03:30'))).toBe(18);
  });

  it('rounds down, so the screen stops offering the price before the server does', () => {
    expect(quoteSecondsLeft(quote, at('2026-03-21T10:30:12.900+03:30'))).toBe(17);
  });

  it('is 0 once the deadline has passed, however long ago', () => {
    expect(quoteSecondsLeft(quote, at('2026-03-21T10:30:30+03:30'))).toBe(0);
    expect(quoteSecondsLeft(quote, at('2026-03-21T11:00:00+03:30'))).toBe(0);
  });

  it('never counts more than the validity, on a phone whose clock is behind', () => {
    expect(quoteSecondsLeft(quote, at('2026-03-21T10:25:00+03:30'))).toBe(30);
  });

  it('counts a deadline it cannot read as passed', () => {
    expect(quoteSecondsLeft({ ...quote, expires_at: 'soon' }, at('2026-03-21T10:30:00+03:30'))).toBe(0);
  });
});
