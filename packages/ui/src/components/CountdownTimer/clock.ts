/**
 * Where a timer reads the time and gets its ticks. The real one wraps Date.now and setInterval;
 * tests and stories pass a manual clock and move time by hand, so nothing waits on the wall clock.
 */
export interface Clock {
  /** Milliseconds since an arbitrary, fixed origin. */
  now(): number;
  /** Calls `onTick` every `ms` milliseconds until the returned function is called. */
  every(ms: number, onTick: () => void): () => void;
}

/** The wall clock. */
export const systemClock: Clock = {
  now: () => Date.now(),
  every(ms, onTick) {
    const id = setInterval(onTick, ms);
    return () => clearInterval(id);
  },
};

/** A clock that only moves when told to; `advance` fires the ticks that fall due. */
export interface ManualClock extends Clock {
  /** Moves time forward by `ms`, ticking every due interval on the way. */
  advance(ms: number): void;
}

/** Creates a ManualClock starting at `start` ms. */
export function createManualClock(start = 0): ManualClock {
  let time = start;
  const timers = new Set<{ ms: number; next: number; onTick: () => void }>();
  return {
    now: () => time,
    every(ms, onTick) {
      const timer = { ms, next: time + ms, onTick };
      timers.add(timer);
      return () => timers.delete(timer);
    },
    advance(ms) {
      const target = time + ms;
      for (;;) {
        let due: { ms: number; next: number; onTick: () => void } | undefined;
        for (const timer of timers) if (timer.next <= target && (!due || timer.next < due.next)) due = timer;
        if (!due) break;
        time = due.next;
        due.next += due.ms;
        due.onTick();
      }
      time = target;
    },
  };
}
