import type { Clock } from '@sarraf/ui';

/** A clock that only moves when told to: the mock server's time, and the screen's countdown in stories. */
export interface ManualClock extends Clock {
  /** Moves time forward by `ms`, ticking every interval that falls due on the way. */
  advance(ms: number): void;
}

/**
 * The ui package's manual clock, rebuilt here so that the mocks load no styles: plain Node (the app's unit
 * tests read every feature's mocks) cannot load vanilla-extract files.
 */
export function createManualClock(start: number): ManualClock {
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
