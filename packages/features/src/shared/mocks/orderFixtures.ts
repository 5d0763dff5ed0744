import type { components } from '../api/schema.gen';
import { buyFigures, finalFigures, sellFigures } from './orderFigures';

type Order = components['schemas']['Order'];

/** The desk's default fee tier and prices in the mocks (the default market: buy 92,150, sell 91,800). */
export const MOCK_FEE_PERCENT = '0.3';
export const MOCK_BUY_PRICE = '92150';
export const MOCK_SELL_PRICE = '91800';

/** What an order is built from: its side and what it pays, at a price; the rest follows the contract. */
export interface OrderSpec {
  id: number;
  side: Order['side'];
  /** Toman paid for a Buy, Tether paid for a Sell. */
  amount: string;
  /** @default the desk's buy price for a Buy, its sell price for a Sell */
  price?: string;
  /** @default MOCK_FEE_PERCENT */
  fee?: string;
  date: string;
}

/**
 * An order as the server answers it: a filled order of the Tether/Toman pair by default, its figures as
 * the contract's `Quote` rules give them. Override `status`, the approval flags and the final figures for
 * other states (`withFinalFigures` fills in what the final figures make the order pay and receive).
 */
export function buildOrder(spec: OrderSpec, overrides: Partial<Order> = {}): Order {
  const fee = spec.fee ?? MOCK_FEE_PERCENT;
  const price = spec.price ?? (spec.side === 'Buy' ? MOCK_BUY_PRICE : MOCK_SELL_PRICE);
  const figures =
    spec.side === 'Buy' ? buyFigures(spec.amount, price, fee) : sellFigures(spec.amount, price, fee);
  return {
    id: spec.id,
    status: 'Filled',
    side: spec.side,
    pair: 'USDT/IRT',
    base_symbol: 'USDT',
    quote_symbol: 'IRT',
    base_currency_icon: '/icons/usdt.svg',
    quote_currency_icon: '/icons/irt.svg',
    total: figures.total,
    amount: figures.amount,
    price,
    fee_value: figures.fee_value,
    fee,
    date: spec.date,
    approval_required: false,
    admin_approved: false,
    user_approved: false,
    received: figures.total,
    paid: figures.amount,
    final_price: null,
    final_quantity: null,
    admin_note: null,
    approval_expires_at: null,
    ...overrides,
  };
}

/** The order once the desk set its final price and quantity: `paid`, `received` and the fee follow them. */
export function withFinalFigures(
  order: Order,
  finalPrice: string,
  finalQuantity: string,
  adminNote: string | null = null,
): Order {
  return {
    ...order,
    admin_approved: true,
    final_price: finalPrice,
    final_quantity: finalQuantity,
    admin_note: adminNote,
    ...finalFigures(order.side, finalQuantity, finalPrice, order.fee),
  };
}

/** A moment some minutes after another, with the same offset as the fixtures write it (+03:30). */
export function minutesAfter(moment: string, minutes: number): string {
  const shifted = new Date(Date.parse(moment) + minutes * 60_000 + 210 * 60_000);
  return `${shifted.toISOString().slice(0, 19)}+03:30`;
}
