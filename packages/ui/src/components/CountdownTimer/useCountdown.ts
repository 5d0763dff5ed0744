import { useEffect, useEffectEvent, useRef, useState } from 'react';
import type { Clock } from './clock';

/** Ticks faster than once a second so the shown second changes close to the real boundary. */
const TICK_MS = 250;

/**
 * Whole seconds left of a countdown that starts at `seconds` and restarts whenever `seconds`
 * changes. Counts against a deadline, not by adding up ticks, so late ticks never stretch it.
 * `onEnd` fires once each time the countdown reaches zero.
 */
export function useCountdown(seconds: number, clock: Clock, isPaused: boolean, onEnd?: () => void) {
  const start = Math.max(0, Math.floor(seconds));
  const [source, setSource] = useState(start);
  const [left, setLeft] = useState(start);
  // A new `seconds` restarts the countdown (React's "adjust state when a prop changes" pattern).
  if (source !== start) {
    setSource(start);
    setLeft(start);
  }

  const readLeft = useEffectEvent(() => left);
  useEffect(() => {
    const from = readLeft();
    if (isPaused || from <= 0) return;
    // Resuming after a pause counts down from the seconds still left.
    const deadline = clock.now() + from * 1000;
    const stop = clock.every(TICK_MS, () => {
      const next = Math.max(0, Math.ceil((deadline - clock.now()) / 1000));
      setLeft(next);
      if (next === 0) stop();
    });
    return stop;
  }, [clock, isPaused, source]);

  const endedFor = useRef<number | null>(null);
  const fireEnd = useEffectEvent(() => onEnd?.());
  useEffect(() => {
    if (left > 0) endedFor.current = null;
    else if (source > 0 && endedFor.current !== source) {
      endedFor.current = source;
      fireEnd();
    }
  }, [left, source]);

  return { left, start: source };
}
