import { describe, expect, it } from 'vitest';
import { announcementDelay } from './announcementDelay';

describe('announcementDelay: price moves are announced at most once per gap', () => {
  it('says the first move at once', () => {
    expect(announcementDelay(null, 1_000, 30_000)).toBe(0);
  });

  it('holds a move that comes soon after the last announcement until the gap has passed', () => {
    expect(announcementDelay(1_000, 11_000, 30_000)).toBe(20_000);
  });

  it('says a move at once when the gap has passed', () => {
    expect(announcementDelay(1_000, 31_000, 30_000)).toBe(0);
    expect(announcementDelay(1_000, 90_000, 30_000)).toBe(0);
  });
});
