import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { setVerificationState } from '../../../src/modules/users/index.js';
import { call, session, XHR, type TestContext } from '../../helpers/buildTestApp.js';
import { nextCodeOfSession } from '../../helpers/authenticator.js';
import { FIXTURES, multipart } from '../../helpers/multipart.js';

/** Valid IBANs (ISO 7064 checked, known banks): Parsian, Melli, Mellat. */
export const IBANS = {
  parsian: 'IR820540102680020817909002',
  melli: 'IR200170000000000123456789',
  mellat: 'IR360120000000000987654321',
} as const;

/** Valid TRC-20 addresses (base58check, 0x41). */
export const ADDRESSES = {
  first: 'TQ5NMqJjhpQGK7YJbESKtNCo86PJ89ujio',
  second: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
} as const;

export const ADMIN = { email: 'admin@example.com', password: 'sarraf-admin' } as const;

export const key = () => ({ 'idempotency-key': randomUUID() });

/** Marks a person verified as the review would, so Toman deposits open to them. */
export async function verify(ctx: TestContext, email: string): Promise<void> {
  const user = await ctx.db.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  await setVerificationState(
    ctx.db.db,
    user.id,
    { verification_status: 'verified', verification_reason: null },
    ctx.clock.now(),
  );
}

/** The id of the first bank account the desk lists, adding one through settings when there is none. */
export async function deskBankAccountId(ctx: TestContext, admin: string): Promise<number> {
  const settings = await call(ctx.app, 'adminGetSettings', {
    method: 'GET',
    url: '/api/admin/settings',
    cookies: session(admin),
  });
  const existing = settings.json().bank_accounts[0];
  if (existing) return existing.id;
  const updated = await call(ctx.app, 'adminUpdateSettings', {
    method: 'PUT',
    url: '/api/admin/settings',
    headers: XHR,
    cookies: session(admin),
    payload: { bank_accounts: [{ holder: 'Sarraf Co.', account_number: '0217909002', iban: IBANS.parsian }] },
  });
  expect(updated.statusCode).toBe(200);
  return updated.json().bank_accounts[0].id;
}

/** Declares a Toman deposit with a receipt; returns the response. */
export async function declareDeposit(
  ctx: TestContext,
  person: string,
  bankAccountId: number,
  amount: string,
) {
  const body = await multipart({
    amount,
    bank_account_id: String(bankAccountId),
    tracking_id: '123456789',
    source_account: '6037991234567890',
    source_account_name: 'سارا احمدی',
    receipt: { name: 'receipt.jpg', type: 'image/jpeg', data: FIXTURES.jpeg },
  });
  return call(ctx.app, 'createIrtDeposit', {
    method: 'POST',
    url: '/api/wallet/deposit/irt',
    headers: { ...XHR, ...key(), ...body.headers },
    cookies: session(person),
    payload: body.payload,
  });
}

export async function approve(ctx: TestContext, admin: string, id: number, payload: object = {}) {
  return call(ctx.app, 'adminApproveWalletTransaction', {
    method: 'POST',
    url: `/api/admin/wallet/transactions/${id}/approve`,
    headers: { ...XHR, ...key() },
    cookies: session(admin),
    payload,
  });
}

/** Puts Toman in a verified person's wallet the way it really arrives: a declared deposit, approved. */
export async function fundToman(
  ctx: TestContext,
  person: string,
  admin: string,
  amount: string,
): Promise<void> {
  const deposit = await declareDeposit(ctx, person, await deskBankAccountId(ctx, admin), amount);
  expect(deposit.statusCode).toBe(201);
  expect((await approve(ctx, admin, deposit.json().id)).statusCode).toBe(200);
}

export async function balances(ctx: TestContext, person: string) {
  const response = await call(ctx.app, 'getBalances', {
    method: 'GET',
    url: '/api/wallet/balances',
    cookies: session(person),
  });
  expect(response.statusCode).toBe(200);
  const list = response.json().data as Array<{ currency: string; available: string; locked: string }>;
  return Object.fromEntries(
    list.map((b) => [b.currency, { available: b.available, locked: b.locked }]),
  ) as Record<'IRT' | 'USDT', { available: string; locked: string }>;
}

/**
 * The payload with the person's next authenticator code, as the confirmation sends it; a payload that names
 * `totp_code` (even as undefined) keeps its own.
 */
export function withCode(ctx: TestContext, person: string, payload: object): object {
  return 'totp_code' in payload || 'passkey' in payload
    ? payload
    : { ...payload, totp_code: nextCodeOfSession(ctx.app, person, ctx.clock) };
}

export async function withdrawToman(
  ctx: TestContext,
  person: string,
  payload: object,
  headers: Record<string, string> = key(),
) {
  return call(ctx.app, 'createIrtWithdraw', {
    method: 'POST',
    url: '/api/wallet/withdraw/irt',
    headers: { ...XHR, ...headers },
    cookies: session(person),
    payload: withCode(ctx, person, payload),
  });
}
