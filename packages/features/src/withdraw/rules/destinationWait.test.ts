import { describe, expect, it } from 'vitest';
import { waitsUntil } from './destinationWait';

const NOW = Date.parse('2026-03-21T10:30:00+03:30');

describe('waitsUntil', () => {
  it('says when a destination saved within the wait may first be used', () => {
    expect(waitsUntil('2026-03-22T10:30:00+03:30', NOW)).toBe('2026-03-22T10:30:00+03:30');
  });

  it('says nothing once the wait is over, or at its very moment', () => {
    expect(waitsUntil('2026-03-20T10:30:00+03:30', NOW)).toBeNull();
    expect(waitsUntil('2026-03-21T07:00:00Z', NOW)).toBeNull();
  });

  it('says nothing while the mode is off (no usable_at) or for what is no moment', () => {
    expect(waitsUntil(null, NOW)).toBeNull();
    expect(waitsUntil('soon', NOW)).toBeNull();
  });
});
