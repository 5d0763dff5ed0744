import type { Db } from '../../db/transaction.js';
import { addDecimals, compareDecimals } from '../../money/decimal.js';
import { deskStockOf, deskStockShort, type Currency } from '../ledger/index.js';
import { currenciesPaid, type TradeCurrencies } from './tradableMarket.js';
import type { OrderSide } from './tradeTables.js';

/** What the desk pays out of its stock for an order: the Tether a Buy receives, floor(value) Toman of a Sell. */
export interface DeskPayout {
  currency: Currency;
  amount: string;
}

/**
 * A fill takes from the inventory what the person receives: a Buy's Tether, a Sell's Toman before the fee
 * (the fee stays with the desk, in `fees`: see fillMovements.ts).
 */
export function deskPayout(
  currencies: TradeCurrencies,
  side: OrderSide,
  figures: { received: string; feeValue: string },
): DeskPayout {
  const currency = currenciesPaid(currencies, side).received;
  const amount = side === 'Buy' ? figures.received : addDecimals(figures.received, figures.feeValue);
  return { currency, amount };
}

/**
 * Refuses (409, with the most the desk can pay now) a quote the stock cannot cover, as it stands: the fill
 * checks again under the stock's lock at commit, and a desk approval reserves it.
 */
export async function refuseBeyondStock(db: Db, payout: DeskPayout): Promise<void> {
  const stock = await deskStockOf(db, payout.currency);
  if (compareDecimals(payout.amount, stock.available) > 0)
    throw deskStockShort(payout.currency, stock.available);
}
