import type { Db } from '../../db/transaction.js';
import type { components } from '../../generated/schema.gen.js';
import { normalizeDecimal } from '../../money/decimal.js';
import { marketById, pairLabel, type MarketRow } from '../markets/index.js';
import type { OrderRow } from './orderRepository.js';

type Order = components['schemas']['Order'];

const amountOrNull = (value: string | null) => (value === null ? null : normalizeDecimal(value));

/**
 * An order as the contract's `Order`: `amount`, `total` and `price` are the quote's, `paid`, `received` and
 * `fee_value` what it fills (or filled) at. The approval deadline is shown only while the order waits.
 */
export function presentOrder(row: OrderRow, market: MarketRow): Order {
  return {
    id: Number(row.id),
    status: row.status,
    side: row.side,
    pair: pairLabel({ base: market.base_symbol, quote: market.quote_symbol }),
    base_symbol: market.base_symbol,
    quote_symbol: market.quote_symbol,
    base_currency_icon: market.base_icon,
    quote_currency_icon: market.quote_icon,
    total: normalizeDecimal(row.total),
    amount: normalizeDecimal(row.amount),
    price: normalizeDecimal(row.price),
    fee_value: normalizeDecimal(row.fee_value),
    fee: normalizeDecimal(row.fee_percent),
    date: row.created_at.toISOString(),
    approval_required: row.approval_required,
    admin_approved: row.admin_approved,
    user_approved: row.user_approved,
    received: normalizeDecimal(row.received),
    paid: normalizeDecimal(row.paid),
    final_price: amountOrNull(row.final_price),
    final_quantity: amountOrNull(row.final_quantity),
    admin_note: row.admin_note,
    approval_expires_at:
      row.status === 'Processing' && row.approval_expires_at ? row.approval_expires_at.toISOString() : null,
  };
}

/** Orders with their markets (one read per market on the page: there are a handful of them). */
export async function presentOrders(db: Db, rows: readonly OrderRow[]): Promise<Order[]> {
  const ids = [...new Set(rows.map((row) => row.market_id))];
  const markets = new Map<string, MarketRow>();
  for (const id of ids) {
    const market = await marketById(db, id);
    if (!market) throw new Error(`order market ${id} does not exist`);
    markets.set(id, market);
  }
  return rows.map((row) => presentOrder(row, markets.get(row.market_id)!));
}
