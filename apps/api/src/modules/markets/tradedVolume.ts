import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/**
 * Base-currency volume traded on a market in the 24 hours up to `now`, as a decimal string: the Tether of
 * every order filled in that window (what a Buy received, what a Sell paid). Read from the trade module's
 * `orders` (a read of another module's table; trade depends on markets, so markets cannot call it), summed
 * in numeric and trimmed like the prices.
 */
export async function tradedBaseVolume24h(
  db: Kysely<Database>,
  marketId: string,
  now: Date,
): Promise<string> {
  const { rows } = await sql<{ volume: string }>`
    SELECT trim_scale(coalesce(sum(CASE side WHEN 'Buy' THEN received ELSE paid END), 0))::text AS volume
      FROM orders
     WHERE market_id = ${marketId}::bigint AND status = 'Filled'
       AND filled_at > ${now}::timestamptz - interval '24 hours' AND filled_at <= ${now}::timestamptz`.execute(
    db,
  );
  return rows[0]?.volume ?? '0';
}
