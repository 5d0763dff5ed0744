import type { Quote } from '../api/createQuote';

/** An amount with its currency symbol. */
export interface Figure {
  amount: string;
  symbol: string;
}

/** What the confirm dialog says of a quote, every figure the server's own. */
export interface QuoteFigures {
  base: string;
  quote: string;
  paid: Figure;
  received: Figure;
  /** The fee, in Toman on both sides (the desk keeps its books in Toman: contract Quote). */
  fee: Figure & { percent: string };
  /** One base unit's price in the quote currency ("1 USDT = 92,150 IRT"). */
  price: string;
}

/**
 * The figures of a quote as spec section 2 words an order: a Buy pays `amount` in the quote currency and
 * receives `total` in the base currency; a Sell the reverse. Nothing is computed here: the screen shows what
 * the server locked, so what is confirmed is what fills.
 */
export function quoteFigures(quote: Quote): QuoteFigures {
  const [base = '', counter = ''] = quote.pair.split('/');
  const buy = quote.side === 'Buy';
  return {
    base,
    quote: counter,
    paid: { amount: quote.amount, symbol: buy ? counter : base },
    received: { amount: quote.total, symbol: buy ? base : counter },
    fee: { amount: quote.fee_value, symbol: counter, percent: quote.fee },
    price: quote.price,
  };
}
