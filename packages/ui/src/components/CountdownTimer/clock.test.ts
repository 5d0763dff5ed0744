import { describe, expect, it, vi } from 'vitest';
import { createManualClock } from './clock';

describe('createManualClock', () => {
  it('fires each due tick with the time of that tick', () => {
    const clock = createManualClock(1000);
    const seen: number[] = [];
    clock.every(250, () => seen.push(clock.now()));
    clock.advance(1000);
    expect(seen).toEqual([1250, 1500, 1750, 2000]);
    expect(clock.now()).toBe(2000);
  });

  it('stops ticking once cancelled', () => {
    const clock = createManualClock();
    const onTick = vi.fn();
    const stop = clock.every(100, onTick);
    clock.advance(250);
    stop();
    clock.advance(1000);
    expect(onTick).toHaveBeenCalledTimes(2);
  });

  it('does not tick before the interval has passed', () => {
    const clock = createManualClock();
    const onTick = vi.fn();
    clock.every(1000, onTick);
    clock.advance(999);
    expect(onTick).not.toHaveBeenCalled();
    clock.advance(1);
    expect(onTick).toHaveBeenCalledOnce();
  });
});
