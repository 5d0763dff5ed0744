import { availableParallelism, loadavg } from 'node:os';

/** One line on how busy the machine was: on a shared machine absolute figures move, ratios less so. */
export function describeMachineLoad() {
  const cores = availableParallelism();
  const [lastMinute] = loadavg();
  const busy =
    lastMinute > cores * 0.75 ? ': other work is running, trust the ratios more than the figures' : '';
  return `load average ${lastMinute.toFixed(1)} on ${cores} cores${busy}`;
}
