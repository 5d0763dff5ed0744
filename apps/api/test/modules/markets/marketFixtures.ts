import type { TestDb } from '../../helpers/testDb.js';

type Db = TestDb['db'];

/** The id of a pair's market row (USDT/IRT comes from the migration). */
export async function marketId(db: Db, base: string, quote: string): Promise<string> {
  const row = await db
    .selectFrom('markets')
    .select('id')
    .where('base_symbol', '=', base)
    .where('quote_symbol', '=', quote)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Adds a pair the way reference data would be added. */
export async function addMarket(
  db: Db,
  market: { base: string; quote: string; scale?: number; sortOrder?: number; active?: boolean },
): Promise<string> {
  const row = await db
    .insertInto('markets')
    .values({
      base_symbol: market.base,
      quote_symbol: market.quote,
      name_fa: `نام ${market.base}`,
      name_en: `Name ${market.base}`,
      base_icon: `/icons/${market.base.toLowerCase()}.svg`,
      quote_icon: `/icons/${market.quote.toLowerCase()}.svg`,
      price_scale: market.scale ?? 0,
      sort_order: market.sortOrder ?? 100,
      is_active: market.active ?? true,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Writes a price with an explicit time, as history from before the test's "now". */
export async function addPrice(
  db: Db,
  market: string,
  buy: string,
  sell: string,
  at: Date,
  setBy: string | null = null,
): Promise<void> {
  await db
    .insertInto('market_prices')
    .values({ market_id: market, buy_price: buy, sell_price: sell, set_by: setBy, created_at: at })
    .execute();
}

/** `hours` hours (may be fractional or negative) before `from`. */
export function hoursBefore(from: Date, hours: number): Date {
  return new Date(from.getTime() - hours * 3_600_000);
}

/**
 * The least (and most) Toman value of an order on a pair, as an operator would set them: tests of small
 * figures (a 999 Toman fee rule) lower the minimum the migration sets (100,000 Toman).
 */
export async function setOrderBounds(
  db: Db,
  pair: { base: string; quote: string },
  bounds: { min: string; max?: string | null },
): Promise<void> {
  await db
    .updateTable('markets')
    .set({ min_order_value: bounds.min, max_order_value: bounds.max ?? null })
    .where('base_symbol', '=', pair.base)
    .where('quote_symbol', '=', pair.quote)
    .execute();
}
