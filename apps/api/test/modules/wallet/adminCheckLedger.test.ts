import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, call, loginAs, session, type TestContext } from '../../helpers/buildTestApp.js';
import { fund, newTrader, setPrice, trade } from '../trade/tradeFixtures.js';
import { ADMIN } from './walletFixtures.js';
import { DEMO_DESK_STOCK } from '../../../src/modules/ledger/index.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const check = (cookie: string) =>
  call(ctx.app, 'adminCheckLedger', {
    method: 'GET',
    url: '/api/admin/ledger/check',
    cookies: session(cookie),
  });

it('gives an operator the ledger check and the house balances while the server runs', async () => {
  const sara = await newTrader(ctx, 'sara@example.com');
  await fund(ctx, sara, 'IRT', '5000000');
  await setPrice(ctx, '100000', '99000');
  await trade(ctx, sara, 'Buy', '1000000');
  const { cookie } = await loginAs(ctx.app, ADMIN);
  const response = await check(cookie!);
  expect(response.statusCode).toBe(200);
  const body = response.json();
  expect(body).toMatchObject({ consistent: true, findings: [] });
  // The bank paid in 5,000,000 Toman and the desk's opening stock; the 1,000,000 bought 9.99 Tether from
  // the stock with a 1,000 Toman fee.
  const balance = (house: string, currency: string) =>
    body.house_balances.find(
      (row: { house: string; currency: string }) => row.house === house && row.currency === currency,
    )?.balance;
  expect(balance('bank', 'IRT')).toBe(`-${BigInt(DEMO_DESK_STOCK.IRT) + 5_000_000n}`);
  expect(balance('fees', 'IRT')).toBe('1000');
  expect(balance('inventory', 'IRT')).toBe(`${BigInt(DEMO_DESK_STOCK.IRT) + 999_000n}`);
  expect(balance('inventory', 'USDT')).toBe('99990.01');
});

it('is for operators only', async () => {
  const omid = await newTrader(ctx, 'omid@example.com');
  expect((await check(omid.cookie)).statusCode).toBe(403);
  const guest = await ctx.app.inject({ method: 'GET', url: '/api/admin/ledger/check' });
  expect(guest.statusCode).toBe(401);
});
