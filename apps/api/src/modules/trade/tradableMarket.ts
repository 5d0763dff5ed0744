import type { Db } from '../../db/transaction.js';
import { invalidField } from '../../errors/DomainError.js';
import { normalizeDecimal } from '../../money/decimal.js';
import { CURRENCIES, type Currency } from '../ledger/index.js';
import { findMarketByPair, latestMarketPrice, type MarketRow } from '../markets/index.js';
import type { OrderSide } from './tradeTables.js';

export interface TradeCurrencies {
  /** What is bought and sold (Tether). */
  base: Currency;
  /** What it is priced in: Toman, the currency of the fee and of the books. */
  quote: 'IRT';
}

const isCurrency = (symbol: string): symbol is Currency => (CURRENCIES as readonly string[]).includes(symbol);

/**
 * The ledger currencies of a market. The desk prices in Toman and keeps its fees in Toman, so only a pair
 * of a ledger currency against IRT can trade; any other pair is reference data without books (null).
 */
export function currenciesOf(
  market: Pick<MarketRow, 'base_symbol' | 'quote_symbol'>,
): TradeCurrencies | null {
  const { base_symbol: base, quote_symbol: quote } = market;
  return quote === 'IRT' && base !== 'IRT' && isCurrency(base) ? { base, quote } : null;
}

/** Which currency a side pays and which it receives. */
export function currenciesPaid(currencies: TradeCurrencies, side: OrderSide) {
  return side === 'Buy'
    ? { paid: currencies.quote, received: currencies.base }
    : { paid: currencies.base, received: currencies.quote };
}

/**
 * The market of a quote request's `pair` (`USDT/IRT`) and the price a side trades at now: the desk's
 * buy_price for Buy, its sell_price for Sell. A pair that is unknown or switched off is a 422 on `pair`; one
 * that cannot trade (no books for it, no price yet) too.
 */
export async function tradableMarket(db: Db, pair: string, side: OrderSide, at: Date) {
  const [base = '', quote = ''] = pair.split('/');
  const market = await findMarketByPair(db, { base, quote });
  if (!market || !market.is_active) throw invalidField('pair', 'market.notFound');
  const currencies = currenciesOf(market);
  const prices = currencies && (await latestMarketPrice(db, market.id, at));
  if (!currencies || !prices) throw invalidField('pair', 'trade.marketClosed');
  const price = normalizeDecimal(side === 'Buy' ? prices.buy_price : prices.sell_price);
  return { market, currencies, price };
}
