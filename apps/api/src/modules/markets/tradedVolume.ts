import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * Base-currency volume traded on a market in the 24 hours up to `now`, as a decimal string.
 *
 * There are no orders yet, so nothing has been traded and this answers '0'. The trading issue fills it in
 * (a numeric SUM over the market's filled orders of the last 24 hours, trimmed like the prices); the
 * parameters are the ones that query will need.
 */
export async function tradedBaseVolume24h(
  _db: Kysely<Database>,
  _marketId: string,
  _now: Date,
): Promise<string> {
  return '0';
}
