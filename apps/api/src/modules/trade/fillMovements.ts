import type { Transaction } from 'kysely';
import { appPaths } from '@sarraf/routes';
import type { Database } from '../../db/schema.js';
import type { Db } from '../../db/transaction.js';
import { addDecimals, compareDecimals, normalizeDecimal, subtractDecimals } from '../../money/decimal.js';
import { credit, debit, voidHold, type Described } from '../ledger/index.js';
import { notify } from '../notifications/index.js';
import { rewardReferrer } from '../referral/index.js';
import { currenciesPaid, type TradeCurrencies } from './tradableMarket.js';
import type { OrderSide } from './tradeTables.js';

export interface Fill {
  userId: string;
  side: OrderSide;
  currencies: TradeCurrencies;
  /** The order's figures: paid (Toman for Buy, Tether for Sell), received, and the fee in Toman. */
  paid: string;
  received: string;
  feeValue: string;
  /** The hold of an order that waited for approval: released as part of the fill. */
  holdId: string | null;
  /** 'order:<id>' */
  reference: string;
  orderId: string;
  /** When the order fills. */
  at: Date;
}

/** What every ledger movement of an order names it by. */
export const orderReference = (order: { id: string }) => `order:${order.id}`;

/** The app's page of an order (spec section 2), where its notifications lead. */
export const orderLink = (id: string) => appPaths.orderDetails(id);

/** The ledger's kinds of an order's movements; `buy`, `sell` and `fee` are the contract's Transfer kinds. */
export const ORDER_KINDS = { hold: 'order_hold', release: 'order_release', fee: 'fee' } as const;

/**
 * The movements of a fill, in the ledger's lock order: every Toman movement before any Tether one, so two
 * trades of one person never wait on each other's rows crosswise.
 * - Buy: (release the Toman hold) paid - fee Toman to inventory, the fee to fees, the Tether from inventory.
 * - Sell: floor(value) = received + fee Toman from inventory, the fee to fees, (release the Tether hold) the
 *   Tether to inventory.
 * What a hold held beyond `paid` is simply left available by its release. A person someone invited also
 * pays their referrer's share of the fee (`referral_reward` from fees, the referral module): before or
 * after these movements, so that people's rows are always locked in ascending user id. The person is told
 * what was paid and received (`order_filled`) in the same transaction.
 */
export async function moveFill(trx: Transaction<Database>, fill: Fill): Promise<void> {
  const { orderId, userId, feeValue, at } = fill;
  await rewardReferrer(trx, { orderId, userId, feeValue, at }, () => movePerson(trx, fill));
  await notify(trx, {
    userId,
    kind: 'order_filled',
    params: filledParams(fill),
    link: orderLink(orderId),
    at,
  });
}

/** What the "order filled" notification says: what was paid and received, in which currencies (fee included). */
function filledParams({ orderId, side, currencies, paid, received }: Fill): Record<string, string> {
  const { paid: paidIn, received: receivedIn } = currenciesPaid(currencies, side);
  return {
    id: orderId,
    paidAmount: normalizeDecimal(paid),
    paidCurrency: paidIn,
    receivedAmount: normalizeDecimal(received),
    receivedCurrency: receivedIn,
  };
}

/** The person's own movements of a fill. */
async function movePerson(trx: Db, fill: Fill): Promise<void> {
  const { userId, side, currencies, reference } = fill;
  const kind = side === 'Buy' ? 'buy' : 'sell';
  const release = async () => {
    if (fill.holdId) await voidHold(trx, { holdId: fill.holdId, kind: ORDER_KINDS.release, reference });
  };
  const fee = async () => {
    if (compareDecimals(fill.feeValue, '0') > 0)
      await debit(trx, {
        userId,
        currency: currencies.quote,
        amount: fill.feeValue,
        to: 'fees',
        kind: ORDER_KINDS.fee,
        reference,
      });
  };
  const about: Described = { kind, reference };
  if (side === 'Buy') {
    await release();
    await debit(trx, {
      userId,
      currency: currencies.quote,
      amount: subtractDecimals(fill.paid, fill.feeValue),
      to: 'inventory',
      ...about,
    });
    await fee();
    await credit(trx, {
      userId,
      currency: currencies.base,
      amount: fill.received,
      from: 'inventory',
      ...about,
    });
  } else {
    await credit(trx, {
      userId,
      currency: currencies.quote,
      amount: addDecimals(fill.received, fill.feeValue),
      from: 'inventory',
      ...about,
    });
    await fee();
    await release();
    await debit(trx, { userId, currency: currencies.base, amount: fill.paid, to: 'inventory', ...about });
  }
}
