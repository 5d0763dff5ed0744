import type { Db } from '../../db/transaction.js';
import { invalidField } from '../../errors/DomainError.js';
import { compareDecimals } from '../../money/decimal.js';
import { balancesOf, checkedAmount, insufficientBalance } from '../ledger/index.js';
import type { MarketRow } from '../markets/index.js';
import { refuseOverLimit } from '../limits/index.js';
import { deskSettings } from '../settings/index.js';
import { deskPayout, refuseBeyondStock } from './deskPayout.js';
import { feeTierOf } from './feeTier.js';
import { refuseIfClosed, refuseOutsideBounds } from './marketGuards.js';
import { insertQuote, type QuoteRow } from './quoteRepository.js';
import { currenciesPaid, tradableMarket } from './tradableMarket.js';
import { buyFigures, sellFigures } from './tradeFigures.js';
import type { OrderSide } from './tradeTables.js';

export interface QuoteRequest {
  userId: string;
  pair: string;
  side: OrderSide;
  /** What the person pays, as sent: Toman for Buy, Tether for Sell. */
  amount: string;
  at: Date;
}

/**
 * Locks a price for the person: the market's price for the side, the fee of their tier, the figures of the
 * contract's rule, whether it needs approval, and how long it holds. Refused (422 on `amount`) when they
 * cannot pay it now or would receive nothing; their balance is checked again, under lock, when they place it.
 * Refused (409, with the most the desk can pay) when the desk's stock cannot cover what it pays out; the
 * fill checks that again under the stock's lock, at commit. Refused too when the market is halted or the
 * side switched off, or its automatic prices are paused (409), or the order's Toman value is outside the
 * market's bounds or over what the person's trading limit leaves today or this month (422 on `amount`).
 */
export async function makeQuote(
  db: Db,
  request: QuoteRequest,
): Promise<{ quote: QuoteRow; market: MarketRow }> {
  const { userId, side, at } = request;
  const { market, currencies, price } = await tradableMarket(db, request.pair, side, at);
  const { paid } = currenciesPaid(currencies, side);
  const [desk, tier, balances] = await Promise.all([
    deskSettings(db),
    feeTierOf(db, userId, at),
    balancesOf(db, userId),
  ]);
  refuseIfClosed(market, side, desk.feed_max_age_seconds, at);
  const amount = checkedAmount(request.amount, paid);
  const available = balances.find((balance) => balance.currency === paid)?.available ?? '0';
  if (compareDecimals(amount, available) > 0) throw insufficientBalance(paid);

  const figures =
    side === 'Buy'
      ? buyFigures(amount, price, tier.fee_percent)
      : sellFigures(amount, price, tier.fee_percent);
  if (compareDecimals(figures.total, '0') <= 0) throw invalidField('amount', 'trade.amountTooSmall');
  refuseOutsideBounds(market, figures.tomanValue);
  // Said at the quote, where the person can change the amount; placing checks again under the lock.
  await refuseOverLimit(
    db,
    { userId, kind: 'trade_value', amount: figures.tomanValue, at, field: 'amount' },
    false,
  );
  await refuseBeyondStock(
    db,
    deskPayout(currencies, side, { received: figures.total, feeValue: figures.feeValue }),
  );

  const quote = await insertQuote(db, {
    user_id: userId,
    market_id: market.id,
    side,
    amount,
    price,
    quantity: figures.quantity,
    fee_percent: tier.fee_percent,
    fee_value: figures.feeValue,
    total: figures.total,
    approval_required: compareDecimals(figures.tomanValue, desk.approval_limit) > 0,
    created_at: at,
    expires_at: new Date(at.getTime() + desk.quote_valid_seconds * 1000),
  });
  return { quote, market };
}
