import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { expect } from 'vitest';
import { withTransaction } from '../../../src/db/transaction.js';
import { credit, type Currency } from '../../../src/modules/ledger/index.js';
import { call, session, signUpWithPassword, XHR, type TestContext } from '../../helpers/buildTestApp.js';
import { addPrice, marketId } from '../markets/marketFixtures.js';

export { ADMIN, balances, key } from '../wallet/walletFixtures.js';

export interface Trader {
  cookie: string;
  id: string;
  email: string;
}

/** A signed-up person with a password, ready to trade once funded. */
export async function newTrader(ctx: TestContext, email: string): Promise<Trader> {
  const cookie = await signUpWithPassword(ctx, email);
  const { id } = await ctx.db.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return { cookie, id, email };
}

/**
 * Puts money in a person's wallet. Deposits have their own tests (wallet, chain); here the ledger credits it
 * from where it arrives in real life: Toman from the bank, Tether from the hot wallet.
 */
export async function fund(ctx: TestContext, who: { id: string }, currency: Currency, amount: string) {
  await withTransaction(ctx.db.db, (trx) =>
    credit(trx, {
      userId: who.id,
      currency,
      amount,
      from: currency === 'IRT' ? 'bank' : 'hot_wallet',
      kind: 'deposit',
      reference: 'test:funding',
    }),
  );
}

/** Sets the USDT/IRT price in force from now on (the desk sells at `buy`, buys at `sell`). */
export async function setPrice(ctx: TestContext, buy: string, sell: string): Promise<void> {
  await addPrice(ctx.db.db, await marketId(ctx.db.db, 'USDT', 'IRT'), buy, sell, ctx.clock.now());
}

export async function updateSettings(ctx: TestContext, admin: string, update: object) {
  const response = await call(ctx.app, 'adminUpdateSettings', {
    method: 'PUT',
    url: '/api/admin/settings',
    headers: XHR,
    cookies: session(admin),
    payload: update,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

export function quote(
  ctx: TestContext,
  who: Trader,
  side: 'Buy' | 'Sell',
  amount: string,
  headers: Record<string, string> = {},
) {
  return call(ctx.app, 'createQuote', {
    method: 'POST',
    url: '/api/trade/quote',
    headers: { ...XHR, ...headers },
    cookies: session(who.cookie),
    payload: { pair: 'USDT/IRT', side, amount },
  });
}

export function place(
  ctx: TestContext,
  who: Trader,
  side: 'Buy' | 'Sell',
  quoteId: string,
  headers: Record<string, string> = { 'idempotency-key': randomUUID() },
) {
  const operation = side === 'Buy' ? 'buyOrder' : 'sellOrder';
  return call(ctx.app, operation, {
    method: 'POST',
    url: `/api/trade/order/${side === 'Buy' ? 'buy' : 'sell'}`,
    headers: { ...XHR, ...headers },
    cookies: session(who.cookie),
    payload: { quote_id: quoteId },
  });
}

/** A quote and its order at once; both must succeed. Returns the order. */
export async function trade(ctx: TestContext, who: Trader, side: 'Buy' | 'Sell', amount: string) {
  const quoted = await quote(ctx, who, side, amount);
  expect(quoted.statusCode, quoted.body).toBe(201);
  const placed = await place(ctx, who, side, quoted.json().id);
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json();
}

export function decide(
  ctx: TestContext,
  who: Trader,
  decision: 'approve' | 'reject',
  orderId: number,
  headers: Record<string, string> = { 'idempotency-key': randomUUID() },
) {
  return call(ctx.app, decision === 'approve' ? 'approveOrder' : 'rejectOrder', {
    method: 'POST',
    url: `/api/trade/order/${decision}`,
    headers: { ...XHR, ...headers },
    cookies: session(who.cookie),
    payload: { order_id: orderId },
  });
}

export function deskDecides(
  ctx: TestContext,
  admin: string,
  decision: 'approve' | 'reject',
  orderId: number,
  payload: object = decision === 'reject' ? { note: 'Not today.' } : {},
  headers: Record<string, string> = { 'idempotency-key': randomUUID() },
) {
  return call(ctx.app, decision === 'approve' ? 'adminApproveOrder' : 'adminRejectOrder', {
    method: 'POST',
    url: `/api/admin/orders/${orderId}/${decision}`,
    headers: { ...XHR, ...headers },
    cookies: session(admin),
    payload,
  });
}

export function getOrder(ctx: TestContext, who: Trader, id: number) {
  return call(ctx.app, 'getOrder', {
    method: 'GET',
    url: `/api/trade/order/${id}`,
    cookies: session(who.cookie),
  });
}

export interface LedgerMovement {
  kind: string;
  currency: string;
  amount: string;
  /** Account kinds: a person's `available`/`held`, or a house account. */
  from: string;
  to: string;
}

/** The ledger transfers of an order (reference 'order:<id>'), in the order they were made. */
export async function movementsOf(ctx: TestContext, orderId: number): Promise<LedgerMovement[]> {
  const { rows } = await sql<LedgerMovement>`
    SELECT t.kind, t.currency, trim_scale(t.amount)::text AS amount, f.kind AS "from", d.kind AS "to"
      FROM ledger_transfers t
      JOIN ledger_accounts f ON f.id = t.from_account_id
      JOIN ledger_accounts d ON d.id = t.to_account_id
     WHERE t.reference = ${`order:${orderId}`}
     ORDER BY t.id`.execute(ctx.db.db);
  return rows;
}
