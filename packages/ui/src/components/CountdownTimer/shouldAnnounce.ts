/**
 * Whether a screen reader hears the time left at `seconds`: at the start, every ten seconds, each of
 * the last five, and at the end. Announcing every second would drown out everything else.
 */
export function shouldAnnounce(seconds: number, isStart: boolean): boolean {
  return isStart || seconds <= 5 || seconds % 10 === 0;
}
