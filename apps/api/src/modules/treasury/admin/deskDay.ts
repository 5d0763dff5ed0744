import { sql } from 'kysely';
import type { Db } from '../../../db/transaction.js';
import type { components } from '../../../generated/schema.gen.js';
import { startOfTehranDay } from '../../../time/tehranCalendar.js';

type DeskDay = components['schemas']['DeskDay'];

const HOUR_MS = 60 * 60 * 1000;

/**
 * Today's trading at the desk (the Tehran day holding `at`), read from the filled orders themselves (the
 * trade module's rows, read here to present them): per active market what the desk bought and sold, the
 * quote currency in and out, fees, and the spread captured on orders priced from a reference (the price of
 * the market in force when the order was quoted, `market_prices`, carries its reference); and each hour's
 * orders, fees and Toman value.
 */
export async function deskDayOf(db: Db, at: Date): Promise<DeskDay> {
  const from = startOfTehranDay(at);
  const until = new Date(from.getTime() + 24 * HOUR_MS);
  const { rows: markets } = await sql<{
    pair: string;
    orders: string;
    bought: string;
    sold: string;
    net_position: string;
    quote_in: string;
    quote_out: string;
    fees: string;
    spread: string;
    priced_from_reference: string;
  }>`
    WITH filled AS (
      SELECT o.market_id, o.side, o.paid, o.received, o.fee_value,
             coalesce(o.final_price, o.price)::numeric AS price,
             CASE o.side WHEN 'Buy' THEN o.received ELSE o.paid END AS quantity,
             (ref.reference_bid + ref.reference_ask) / 2 AS mid
        FROM orders o
        JOIN quotes q ON q.id = o.quote_id
        LEFT JOIN LATERAL (
          SELECT mp.reference_bid, mp.reference_ask
            FROM market_prices mp
           WHERE mp.market_id = o.market_id AND mp.created_at <= q.created_at
           ORDER BY mp.created_at DESC, mp.id DESC
           LIMIT 1) ref ON true
       WHERE o.status = 'Filled' AND o.filled_at >= ${from}::timestamptz AND o.filled_at < ${until}::timestamptz
    )
    SELECT m.base_symbol || '/' || m.quote_symbol AS pair,
           count(f.side)::text AS orders,
           trim_scale(coalesce(sum(f.quantity) FILTER (WHERE f.side = 'Sell'), 0))::text AS bought,
           trim_scale(coalesce(sum(f.quantity) FILTER (WHERE f.side = 'Buy'), 0))::text AS sold,
           trim_scale(coalesce(sum(CASE f.side WHEN 'Sell' THEN f.quantity ELSE -f.quantity END), 0))::text
             AS net_position,
           trim_scale(coalesce(sum(f.paid) FILTER (WHERE f.side = 'Buy'), 0))::text AS quote_in,
           trim_scale(coalesce(sum(f.received) FILTER (WHERE f.side = 'Sell'), 0))::text AS quote_out,
           trim_scale(coalesce(sum(f.fee_value), 0))::text AS fees,
           trim_scale(round(coalesce(sum(CASE f.side WHEN 'Buy' THEN (f.price - f.mid) * f.quantity
                                                     ELSE (f.mid - f.price) * f.quantity END)
                                     FILTER (WHERE f.mid IS NOT NULL), 0)))::text AS spread,
           count(f.mid)::text AS priced_from_reference
      FROM markets m
      LEFT JOIN filled f ON f.market_id = m.id
     WHERE m.is_active
     GROUP BY m.id, m.base_symbol, m.quote_symbol, m.sort_order
     ORDER BY m.sort_order, m.id`.execute(db);

  const { rows: hours } = await sql<{ hour: number; orders: string; fees: string; volume: string }>`
    SELECT floor(extract(epoch FROM o.filled_at - ${from}::timestamptz) / 3600)::int AS hour,
           count(*)::text AS orders,
           trim_scale(sum(o.fee_value))::text AS fees,
           trim_scale(sum(CASE o.side WHEN 'Buy' THEN o.paid ELSE o.received + o.fee_value END))::text AS volume
      FROM orders o
     WHERE o.status = 'Filled' AND o.filled_at >= ${from}::timestamptz AND o.filled_at < ${until}::timestamptz
     GROUP BY 1`.execute(db);
  const byHour = new Map(hours.map((row) => [Number(row.hour), row]));

  return {
    day_started_at: from.toISOString(),
    markets: markets.map((row) => ({
      pair: row.pair,
      orders: Number(row.orders),
      bought: row.bought,
      sold: row.sold,
      net_position: row.net_position,
      quote_in: row.quote_in,
      quote_out: row.quote_out,
      fees: row.fees,
      spread: row.spread,
      priced_from_reference: Number(row.priced_from_reference),
    })),
    hours: Array.from({ length: 24 }, (_, hour) => {
      const row = byHour.get(hour);
      return {
        starts_at: new Date(from.getTime() + hour * HOUR_MS).toISOString(),
        orders: row ? Number(row.orders) : 0,
        fees: row?.fees ?? '0',
        volume: row?.volume ?? '0',
      };
    }),
  };
}
