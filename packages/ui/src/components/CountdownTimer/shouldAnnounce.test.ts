import { describe, expect, it } from 'vitest';
import { shouldAnnounce } from './shouldAnnounce';

describe('shouldAnnounce', () => {
  it('announces the starting value, whatever it is', () => {
    expect(shouldAnnounce(37, true)).toBe(true);
  });

  it('announces every ten seconds and each of the last five', () => {
    const heard = Array.from({ length: 31 }, (_, i) => 30 - i).filter((s) => shouldAnnounce(s, false));
    expect(heard).toEqual([30, 20, 10, 5, 4, 3, 2, 1, 0]);
  });
});
