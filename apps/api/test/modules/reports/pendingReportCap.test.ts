import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, session, XHR, type TestContext } from '../../helpers/buildTestApp.js';
import { newTrader } from '../trade/tradeFixtures.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

// Only PostgreSQL runs these side by side (PGlite is one connection); there it proves the advisory lock.
it('never lets requests sent at once leave more than three reports waiting', async () => {
  const nima = await newTrader(ctx, 'nima@example.com');
  const answers = await Promise.all(
    Array.from({ length: 8 }, () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/reports',
        headers: XHR,
        cookies: session(nima.cookie),
        payload: { from: '2030-01-01', to: '2030-01-31' },
      }),
    ),
  );
  const codes = answers.map((answer) => answer.statusCode);
  expect(codes.filter((code) => code === 201)).toHaveLength(3);
  expect(codes.filter((code) => code === 429)).toHaveLength(5);
  const { count } = await ctx.db.db
    .selectFrom('reports')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', nima.id)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow();
  expect(Number(count)).toBe(3);
});
