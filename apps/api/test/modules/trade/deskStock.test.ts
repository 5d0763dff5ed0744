import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger, deskStockOf, houseBalance } from '../../../src/modules/ledger/index.js';
import { buildTestApp, loginAs, type TestContext } from '../../helpers/buildTestApp.js';
import { TEST_DB } from '../../helpers/testDb.js';
import {
  ADMIN,
  balances,
  decide,
  deskDecides,
  fund,
  newTrader,
  place,
  quote,
  setPrice,
  updateSettings,
  type Trader,
} from './tradeFixtures.js';
import { setOrderBounds } from '../markets/marketFixtures.js';

// The desk's stock is real (issue 26): it never pays out what it does not hold. At 100,000 Toman a Tether
// and the default 0.1% fee, 10,000,000 Toman buys 99.9 USDT; the desk starts with 500 USDT, enough for
// exactly five such buys, and 50,000,000 Toman.
const en = () => ({ 'x-locale': 'en', 'idempotency-key': randomUUID() });

describe(`the desk's stock (${TEST_DB})`, () => {
  let ctx: TestContext;
  let admin: string;
  beforeAll(async () => {
    ctx = await buildTestApp({ deskStock: { IRT: '50000000', USDT: '500' } });
    // Small figures are the point here: no minimum order value (the migration's is 100,000 Toman).
    await setOrderBounds(ctx.db.db, { base: 'USDT', quote: 'IRT' }, { min: '0' });
    admin = (await loginAs(ctx.app, ADMIN)).cookie!;
    await setPrice(ctx, '100000', '99000');
  });
  afterAll(async () => ctx?.close());

  it('20 buys placed together that ask for more than the stock: exactly the five that fit fill, the stock ends at 0.5', async () => {
    const buyers: Trader[] = [];
    for (let i = 0; i < 20; i += 1) buyers.push(await newTrader(ctx, `buyer${i}@example.com`));
    for (const buyer of buyers) await fund(ctx, buyer, 'IRT', '10000000');
    // Each quote is covered by the stock on its own (500 >= 99.9); together they ask for 1,998 USDT.
    const quotes: string[] = [];
    for (const buyer of buyers) {
      const quoted = await quote(ctx, buyer, 'Buy', '10000000');
      expect(quoted.statusCode, quoted.body).toBe(201);
      quotes.push(quoted.json().id as string);
    }

    const answers = await Promise.all(buyers.map((buyer, i) => place(ctx, buyer, 'Buy', quotes[i]!, en())));

    const filled = answers.filter((answer) => answer.statusCode === 201);
    expect(filled).toHaveLength(5);
    for (const refused of answers.filter((answer) => answer.statusCode !== 201)) {
      expect(refused.statusCode, refused.body).toBe(409);
      // The most the desk can pay once the five filled: 500 - 5 x 99.9.
      expect(refused.json().message).toBe(
        'The desk can pay out at most 0.5 USDT right now. Enter a smaller amount or try again later.',
      );
    }
    expect(await deskStockOf(ctx.db.db, 'USDT')).toMatchObject({ balance: '0.5', available: '0.5' });
    expect(await houseBalance(ctx.db.db, 'inventory', 'USDT')).toBe('0.5');
    // A refused buyer paid nothing and received nothing; their quote was not spent either.
    const paid = await Promise.all(buyers.map((buyer) => balances(ctx, buyer.cookie)));
    expect(paid.filter((b) => b.USDT.available === '99.9' && b.IRT.available === '0')).toHaveLength(5);
    expect(paid.filter((b) => b.USDT.available === '0' && b.IRT.available === '10000000')).toHaveLength(15);
    expect(await checkLedger(ctx.db.db)).toEqual([]);
  });

  it("a quote the stock cannot cover is refused with the most the desk can pay, in the person's language", async () => {
    const late = await newTrader(ctx, 'late@example.com');
    await fund(ctx, late, 'IRT', '10000000');
    const refused = await quote(ctx, late, 'Buy', '10000000', { 'x-locale': 'en' });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().message).toBe(
      'The desk can pay out at most 0.5 USDT right now. Enter a smaller amount or try again later.',
    );
    const persian = await quote(ctx, late, 'Buy', '10000000');
    expect(persian.statusCode).toBe(409);
    expect(persian.json().message).toContain('۰٫۵');
    // What the stock covers is still sold: 50,000 Toman buys 0.4995 USDT.
    const small = await quote(ctx, late, 'Buy', '50000');
    expect(small.statusCode, small.body).toBe(201);
  });

  it('a Sell is paid out of the Toman stock: beyond it 409, and Tether sold to the desk refills the Tether stock', async () => {
    const seller = await newTrader(ctx, 'seller@example.com');
    await fund(ctx, seller, 'USDT', '1000');
    // 600 USDT at 99,000 is 59,400,000 Toman: the desk holds 50,000,000 plus the five buys' 49,950,000.
    const irt = await deskStockOf(ctx.db.db, 'IRT');
    expect(irt.available).toBe('99950000');
    const tooMuch = await quote(ctx, seller, 'Sell', '1010', { 'x-locale': 'en' });
    expect(tooMuch.statusCode, tooMuch.body).toBe(422); // more than they hold: their balance first
    const sold = await quote(ctx, seller, 'Sell', '1000', { 'x-locale': 'en' });
    expect(sold.statusCode, sold.body).toBe(201);
    const placed = await place(ctx, seller, 'Sell', sold.json().id, en());
    expect(placed.statusCode, placed.body).toBe(201);
    expect(await deskStockOf(ctx.db.db, 'USDT')).toMatchObject({ balance: '1000.5' });
    expect(await deskStockOf(ctx.db.db, 'IRT')).toMatchObject({ balance: '950000' });
    const next = await newTrader(ctx, 'next@example.com');
    await fund(ctx, next, 'USDT', '100');
    const refused = await quote(ctx, next, 'Sell', '100', { 'x-locale': 'en' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'The desk can pay out at most 950,000 IRT right now. Enter a smaller amount or try again later.',
    );
  });

  it("the desk's approval of a large order reserves its payout: nobody else can take it, and it comes back on a rejection", async () => {
    await updateSettings(ctx, admin, { approval_limit: '20000000' });
    const big = await newTrader(ctx, 'big@example.com');
    await fund(ctx, big, 'IRT', '30000000');
    // 30,000,000 Toman buys 299.7 USDT, above the limit: it waits, and the desk approves it as quoted.
    const quoted = await quote(ctx, big, 'Buy', '30000000');
    expect(quoted.json().approval_required).toBe(true);
    const order = (await place(ctx, big, 'Buy', quoted.json().id, en())).json();
    const approved = await deskDecides(ctx, admin, 'approve', order.id);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await deskStockOf(ctx.db.db, 'USDT')).toMatchObject({
      balance: '1000.5',
      reserved: '299.7',
      available: '700.8',
    });

    // 74,925,000 Toman of Tether (749.25 USDT) would fit the stock, but not beside the reservation.
    const other = await newTrader(ctx, 'other@example.com');
    await fund(ctx, other, 'IRT', '75000000');
    const refused = await quote(ctx, other, 'Buy', '75000000', { 'x-locale': 'en' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'The desk can pay out at most 700.8 USDT right now. Enter a smaller amount or try again later.',
    );

    // The person approves: the reservation becomes the payout.
    const filled = await decide(ctx, big, 'approve', order.id, en());
    expect(filled.statusCode, filled.body).toBe(200);
    expect(filled.json().status).toBe('Filled');
    expect(await deskStockOf(ctx.db.db, 'USDT')).toMatchObject({ balance: '700.8', reserved: '0' });

    // A large order placed while the stock covered it, then the stock sold elsewhere: the desk's approval
    // is refused with what is left, and approving a smaller final quantity reserves that instead.
    const waiting = (
      await place(ctx, other, 'Buy', (await quote(ctx, other, 'Buy', '60000000')).json().id, en())
    ).json();
    expect(waiting.status).toBe('Processing');
    const small = await newTrader(ctx, 'small@example.com');
    await fund(ctx, small, 'IRT', '19000000');
    const smallQuote = await quote(ctx, small, 'Buy', '19000000');
    expect((await place(ctx, small, 'Buy', smallQuote.json().id, en())).statusCode).toBe(201);
    const tooLarge = await deskDecides(ctx, admin, 'approve', waiting.id, {}, en());
    expect(tooLarge.statusCode).toBe(409);
    expect(tooLarge.json().message).toBe(
      'The desk can pay out at most 510.99 USDT right now. Enter a smaller amount or try again later.',
    );
    const partial = await deskDecides(ctx, admin, 'approve', waiting.id, { final_quantity: '500' }, en());
    expect(partial.statusCode, partial.body).toBe(200);
    expect(await deskStockOf(ctx.db.db, 'USDT')).toMatchObject({ reserved: '500', available: '10.99' });
    const declined = await decide(ctx, other, 'reject', waiting.id, en());
    expect(declined.statusCode, declined.body).toBe(200);
    expect(await deskStockOf(ctx.db.db, 'USDT')).toMatchObject({ reserved: '0', available: '510.99' });
    expect(await checkLedger(ctx.db.db)).toEqual([]);
  });
});
