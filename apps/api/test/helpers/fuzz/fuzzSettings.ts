/**
 * One fixed seed, so CI is repeatable and a failure can be replayed; `FUZZ_SEED` and `FUZZ_RUNS` explore
 * further (`FUZZ_SEED=$RANDOM FUZZ_RUNS=2000 npx vitest run --project api test/contract`).
 */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? 20_240_909);
const RUNS = process.env.FUZZ_RUNS === undefined ? undefined : Number(process.env.FUZZ_RUNS);

if (!Number.isSafeInteger(FUZZ_SEED))
  throw new Error(`FUZZ_SEED must be an integer, got ${process.env.FUZZ_SEED}`);
if (RUNS !== undefined && !(RUNS > 0))
  throw new Error(`FUZZ_RUNS must be a positive number, got ${process.env.FUZZ_RUNS}`);

/**
 * The embedded database runs a fifth of each operation's requests: the fuzz tries the HTTP layer (bodies,
 * headers, answers against the contract), which is the same code on both databases, and its full depth runs
 * on PostgreSQL (CI's second API step). The fifth still sends every operation dozens of its cases, from the
 * same seeds, so an answer that only PGlite gets wrong still shows.
 */
const DEPTH = process.env.TEST_DB === 'postgres' ? 1 : 5;

/** Runs for one operation: `FUZZ_RUNS` when set, otherwise the operation's own default (see DEPTH). */
export function fuzzRuns(defaultRuns: number): number {
  return RUNS ?? Math.ceil(defaultRuns / DEPTH);
}

/** A seed per operation, derived from the run's seed, so adding an operation does not reshuffle the others. */
export function seedFor(operationId: string): number {
  let hash = FUZZ_SEED | 0;
  for (const char of operationId) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}
