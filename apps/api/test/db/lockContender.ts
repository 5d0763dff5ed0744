// A process that wants a data folder, again and again: `lockContender.ts DATA_DIR START_AT ROUNDS HOLD_MS`.
// Round k starts at START_AT + k * ROUND_MS for every contender alike (spinning the last milliseconds, so
// that their attempts really meet), and prints `held k FROM TO` (times it certainly held the folder) or
// `in use k`.
import { setTimeout as sleep } from 'node:timers/promises';
import { DataDirInUseError, lockDataDir } from '../../src/db/dataDirLock.js';

const ROUND_MS = 1500;

const [dataDir = '', startAt = '0', rounds = '1', holdMs = '0'] = process.argv.slice(2);
for (let round = 0; round < Number(rounds); round += 1) {
  const at = Number(startAt) + round * ROUND_MS;
  await sleep(Math.max(0, at - Date.now() - 20));
  while (Date.now() < at) {
    // spin
  }
  try {
    const lock = await lockDataDir(dataDir);
    const from = Date.now();
    await sleep(Number(holdMs));
    console.log(`held ${round} ${from} ${Date.now()}`);
    await lock.release();
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.log(`in use ${round}`);
  }
}
