import type { components } from '../../generated/schema.gen.js';
import { normalizeDecimal } from '../../money/decimal.js';
import { pairLabel, type MarketRow } from '../markets/index.js';
import type { QuoteRow } from './quoteRepository.js';

/** A quote as the contract's `Quote`: amounts without trailing zeros, its lifetime for the countdown. */
export function presentQuote(row: QuoteRow, market: MarketRow): components['schemas']['Quote'] {
  return {
    id: row.id,
    pair: pairLabel({ base: market.base_symbol, quote: market.quote_symbol }),
    side: row.side,
    amount: normalizeDecimal(row.amount),
    price: normalizeDecimal(row.price),
    quantity: normalizeDecimal(row.quantity),
    fee_value: normalizeDecimal(row.fee_value),
    fee: normalizeDecimal(row.fee_percent),
    total: normalizeDecimal(row.total),
    approval_required: row.approval_required,
    expires_at: row.expires_at.toISOString(),
    valid_seconds: Math.round((row.expires_at.getTime() - row.created_at.getTime()) / 1000),
  };
}
