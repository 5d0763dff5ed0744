import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { findMarketByPair } from './marketRepository.js';

const DEMO_PAIR = { base: 'USDT', quote: 'IRT' };
const DAYS = 7;

/**
 * Demo mode: an hourly USDT/IRT history for the last 7 days, so the landing page, the market list and the
 * charts have something to show. The curve is fixed (a slow daily swing plus a faster ripple around
 * 92,000 Toman, the desk's buy price, with a 400 Toman spread) and rounded to whole Toman in SQL numeric.
 * Only a market without any price is seeded: running it again, or after an admin has set prices, changes
 * nothing.
 */
export async function seedDemoMarketPrices(db: Kysely<Database>, now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Locked, so two servers starting together cannot both find the history empty.
    const market = await findMarketByPair(trx, DEMO_PAIR, { forUpdate: true });
    if (!market) return;
    const hours = DAYS * 24;
    // Points on whole UTC hours, the newest at the start of the current hour.
    const lastHour = new Date(Math.floor(now.getTime() / 3_600_000) * 3_600_000);
    await sql`
      INSERT INTO market_prices (market_id, buy_price, sell_price, set_by, created_at)
      SELECT ${market.id}, curve.buy, curve.buy - 400, NULL,
             ${lastHour}::timestamptz - (${hours} - h) * interval '1 hour'
      FROM generate_series(0, ${hours}::int) AS h
      CROSS JOIN LATERAL (
        SELECT round(92000 + 300 * sin(2 * pi() * h / 24) + 120 * sin(2 * pi() * h / 7.5))::numeric AS buy
      ) curve
      WHERE NOT EXISTS (SELECT 1 FROM market_prices WHERE market_id = ${market.id})
      ORDER BY h`.execute(trx);
  });
}
