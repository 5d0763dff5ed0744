import type { ColumnType } from 'kysely';

/** int8 and numeric columns arrive as decimal strings on both drivers (see createDb). */
type Decimal = ColumnType<string, string, string>;
type Fixed<T> = ColumnType<T, T, never>;
type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;

export type OrderSide = 'Buy' | 'Sell';
export type OrderStatus = 'Processing' | 'Filled' | 'Cancelled';
export type CancelReason = 'user_rejected' | 'admin_rejected' | 'expired';

/** Owned by modules/trade (migrations/0011_trade.sql): a quote's figures never change. */
export interface QuotesTable {
  id: ColumnType<string, string | undefined, never>;
  user_id: Fixed<string>;
  market_id: Fixed<string>;
  side: Fixed<OrderSide>;
  amount: Fixed<string>;
  price: Fixed<string>;
  quantity: Fixed<string>;
  fee_percent: Fixed<string>;
  fee_value: Fixed<string>;
  total: Fixed<string>;
  approval_required: Fixed<boolean>;
  created_at: Fixed<Date>;
  expires_at: Fixed<Date>;
  used_at: Optional<Date>;
}

/** Owned by modules/trade. */
export interface OrdersTable {
  /** Given on insert: an order takes its id first (see placeOrder). */
  id: ColumnType<string, string, never>;
  user_id: Fixed<string>;
  quote_id: Fixed<string>;
  market_id: Fixed<string>;
  side: Fixed<OrderSide>;
  status: ColumnType<OrderStatus, OrderStatus, OrderStatus>;
  amount: Fixed<string>;
  total: Fixed<string>;
  price: Fixed<string>;
  fee_percent: Fixed<string>;
  fee_value: Decimal;
  paid: Decimal;
  received: Decimal;
  approval_required: Fixed<boolean>;
  admin_approved: ColumnType<boolean, boolean | undefined, boolean>;
  user_approved: ColumnType<boolean, boolean | undefined, boolean>;
  final_price: Optional<string>;
  final_quantity: Optional<string>;
  admin_note: Optional<string>;
  hold_id: ColumnType<string | null, string | null | undefined, never>;
  approval_expires_at: ColumnType<Date | null, Date | null | undefined, never>;
  reviewed_by: Optional<string>;
  reviewed_at: Optional<Date>;
  created_at: Fixed<Date>;
  filled_at: Optional<Date>;
  cancelled_at: Optional<Date>;
  cancel_reason: Optional<CancelReason>;
}

declare module '../../db/schema.js' {
  interface Database {
    quotes: QuotesTable;
    orders: OrdersTable;
  }
}
