import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { addDecimals } from '../../money/decimal.js';
import { hold } from '../ledger/index.js';
import { refuseOverLimit } from '../limits/index.js';
import { latestMarketPrice, marketById } from '../markets/index.js';
import { notify } from '../notifications/index.js';
import { deskSettings } from '../settings/index.js';
import { moveFill, ORDER_KINDS, orderLink, orderReference } from './fillMovements.js';
import { refuseStaleQuote } from './marketGuards.js';
import { insertOrder, nextOrderId, type OrderRow } from './orderRepository.js';
import { claimQuote } from './quoteRepository.js';
import { currenciesOf, currenciesPaid } from './tradableMarket.js';
import type { OrderSide } from './tradeTables.js';
import { refuseIfTradingFrozen } from './tradingFreeze.js';

export interface Placement {
  userId: string;
  quoteId: string;
  side: OrderSide;
  at: Date;
}

/**
 * Places the person's quote as an order, inside the caller's transaction: the quote is claimed first (so
 * of concurrent placements one goes on and the others answer 409), then the money moves. Below the
 * approval limit the order fills at once at the quote's figures; above it, what it pays is held and the
 * order waits, Processing, for the operator and then the person, until its approval deadline. Not enough
 * balance under the ledger's lock: 422, and the whole placement (the claim too) is undone. A quote the desk
 * no longer honours (market halted since, side off, price moved beyond the guard) is a 409; one over what
 * the person's trading limit leaves now (another order placed since the quote) a 422.
 */
export async function placeOrder(trx: Transaction<Database>, placement: Placement): Promise<OrderRow> {
  const { userId, side, at } = placement;
  // Read FOR SHARE: an operator stopping this person's trading now is decided wholly before or after.
  await refuseIfTradingFrozen(trx, userId);
  const quote = await claimQuote(trx, placement);
  const market = await marketById(trx, quote.market_id);
  const currencies = market && currenciesOf(market);
  if (!currencies) throw new Error(`quote ${quote.id} names market ${quote.market_id}, which cannot trade`);
  const priceNow = await latestMarketPrice(trx, market.id, at);
  const desk = await deskSettings(trx);
  if (!priceNow) throw new Error(`market ${market.id} has a quote but no price`);
  refuseStaleQuote(market, quote, side === 'Buy' ? priceNow.buy_price : priceNow.sell_price, {
    quoteGuardPercent: desk.quote_guard_percent,
    feedMaxAgeSeconds: desk.feed_max_age_seconds,
    now: at,
  });
  // Under the person's limits lock, before any ledger lock: a buy and a sell placed at once count in turn.
  await refuseOverLimit(trx, {
    userId,
    kind: 'trade_value',
    amount: side === 'Buy' ? quote.amount : addDecimals(quote.total, quote.fee_value),
    at,
    field: 'amount',
  });
  const id = await nextOrderId(trx);
  const reference = orderReference({ id });
  const figures = { paid: quote.amount, received: quote.total, fee_value: quote.fee_value };
  const order = {
    id,
    user_id: userId,
    quote_id: quote.id,
    market_id: quote.market_id,
    side,
    amount: quote.amount,
    total: quote.total,
    price: quote.price,
    fee_percent: quote.fee_percent,
    approval_required: quote.approval_required,
    created_at: at,
    ...figures,
  };

  if (!quote.approval_required) {
    await moveFill(trx, {
      userId,
      side,
      currencies,
      paid: figures.paid,
      received: figures.received,
      feeValue: figures.fee_value,
      holdId: null,
      reference,
      orderId: id,
      at,
    });
    return insertOrder(trx, { ...order, status: 'Filled', filled_at: at });
  }

  const held = await hold(trx, {
    userId,
    currency: currenciesPaid(currencies, side).paid,
    amount: quote.amount,
    kind: ORDER_KINDS.hold,
    reference,
  });
  const { approval_timeout_minutes: minutes } = desk;
  await notify(trx, { userId, kind: 'order_awaiting_approval', params: { id }, link: orderLink(id), at });
  return insertOrder(trx, {
    ...order,
    status: 'Processing',
    hold_id: held.holdId,
    approval_expires_at: new Date(at.getTime() + minutes * 60_000),
  });
}
