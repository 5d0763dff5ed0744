import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { messages } from '../../../src/i18n/messages.js';
import { balancesOf, checkLedger, type Currency } from '../../../src/modules/ledger/index.js';
import { cancelExpiredApprovals } from '../../../src/modules/trade/index.js';
import { buildTestApp, loginAs, type TestContext } from '../../helpers/buildTestApp.js';
import { extraSession } from '../../helpers/fuzz/roleSessions.js';
import { micros } from '../ledger/ledgerFixtures.js';
import {
  ADMIN,
  decide,
  deskDecides,
  fund,
  place,
  quote,
  setPrice,
  updateSettings,
  type Trader,
} from './tradeFixtures.js';
import { setOrderBounds } from '../markets/marketFixtures.js';

// Random sequences of deposits, quotes, orders, the desk's and the person's decisions and deadline sweeps,
// against a model in integers (whole Toman, micro-Tether) fed only by the figures the API answered: after
// every step each person's available and locked balances are what their orders moved, and after every run
// the ledger's own check is clean.

const RUNS = 100;
const PEOPLE = 2;
const LIMIT = 5_000_000n;
const TIMEOUT_MINUTES = 5;

type Side = 'Buy' | 'Sell';
type Step =
  | { op: 'deposit'; person: number; currency: Currency; units: bigint }
  | {
      op: 'order';
      person: number;
      side: Side;
      percent: number;
      /** What the desk does at once with an order that waits for approval (a deskApprove step). */
      desk: { variant: 0 | 1 | 2; then: 'approve' | 'reject' | 'wait' } | 'reject' | 'wait';
    }
  | { op: 'lateOrder'; person: number }
  | {
      op: 'deskApprove';
      pick: number;
      variant: 0 | 1 | 2;
      then: 'approve' | 'reject' | 'wait';
      only?: number;
    }
  | { op: 'deskReject'; pick: number; only?: number }
  | { op: 'approve'; pick: number; onlyDeskApproved?: boolean; only?: number }
  | { op: 'reject'; pick: number; only?: number }
  | { op: 'sweep' };

const person = fc.nat({ max: PEOPLE - 1 });
// What the person does right after the desk approved: most approvals are answered at once in the app.
const decisionAfterDesk = fc.constantFrom<'approve' | 'reject' | 'wait'>(
  'approve',
  'approve',
  'reject',
  'wait',
);
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({
    op: fc.constant('deposit' as const),
    person,
    currency: fc.constantFrom<Currency>('IRT', 'USDT'),
    units: fc.bigInt({ min: 1n, max: 20_000_000n }),
  }),
  {
    arbitrary: fc.record({
      op: fc.constant('order' as const),
      person,
      side: fc.constantFrom<Side>('Buy', 'Sell'),
      percent: fc.integer({ min: 1, max: 130 }),
      desk: fc.oneof(
        fc.record({ variant: fc.constantFrom<0 | 1 | 2>(0, 1, 2), then: decisionAfterDesk }),
        fc.constantFrom<'reject' | 'wait'>('reject', 'wait'),
      ),
    }),
    weight: 4,
  },
  fc.record({ op: fc.constant('lateOrder' as const), person }),
  {
    arbitrary: fc.record({
      op: fc.constant('deskApprove' as const),
      pick: fc.nat(),
      variant: fc.constantFrom<0 | 1 | 2>(0, 1, 2),
      then: decisionAfterDesk,
    }),
    weight: 3,
  },
  fc.record({ op: fc.constant('deskReject' as const), pick: fc.nat() }),
  {
    arbitrary: fc.record({
      op: fc.constant('approve' as const),
      pick: fc.nat(),
      onlyDeskApproved: fc.boolean(),
    }),
    weight: 3,
  },
  fc.record({ op: fc.constant('reject' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('sweep' as const) }),
);

/** What each person holds when a run starts: most runs trade from the first step. */
const opening: fc.Arbitrary<Step[]> = fc
  .tuple(
    fc.bigInt({ min: 0n, max: 30_000_000n }),
    fc.bigInt({ min: 0n, max: 30_000_000n }),
    fc.bigInt({ min: 0n, max: 30_000_000n }),
    fc.bigInt({ min: 0n, max: 30_000_000n }),
  )
  .map(([irt0, usdt0, irt1, usdt1]) =>
    (
      [
        { op: 'deposit', person: 0, currency: 'IRT', units: irt0 },
        { op: 'deposit', person: 0, currency: 'USDT', units: usdt0 },
        { op: 'deposit', person: 1, currency: 'IRT', units: irt1 },
        { op: 'deposit', person: 1, currency: 'USDT', units: usdt1 },
      ] as const
    ).filter((deposit) => deposit.units > 0n),
  );

interface ModelOrder {
  id: number;
  person: number;
  side: Side;
  /** What was held, in the paid currency's units. */
  amount: bigint;
  paid: bigint;
  received: bigint;
  adminApproved: boolean;
  deadline: number;
  /** The quote's whole-Toman price. */
  price: bigint;
}

/** Units of a currency: whole Toman, micro-Tether. */
const unitsOf = (amount: string, currency: Currency) =>
  currency === 'IRT' ? BigInt(amount) : micros(amount);
const asAmount = (units: bigint, currency: Currency) => {
  if (currency === 'IRT') return units.toString();
  const text = units.toString().padStart(7, '0');
  return `${text.slice(0, -6)}.${text.slice(-6)}`.replace(/\.?0+$/, '');
};
const paidIn = (side: Side): Currency => (side === 'Buy' ? 'IRT' : 'USDT');
const receivedIn = (side: Side): Currency => (side === 'Buy' ? 'USDT' : 'IRT');

class Model {
  available = new Map<string, bigint>();
  held = new Map<string, bigint>();
  open: ModelOrder[] = [];
  static key = (who: number, currency: Currency) => `${who}:${currency}`;
  get(map: Map<string, bigint>, who: number, currency: Currency) {
    return map.get(Model.key(who, currency)) ?? 0n;
  }
  add(map: Map<string, bigint>, who: number, currency: Currency, delta: bigint) {
    map.set(Model.key(who, currency), this.get(map, who, currency) + delta);
  }
  fill(order: ModelOrder, fromHold: boolean) {
    const paid = paidIn(order.side);
    if (fromHold) {
      this.add(this.held, order.person, paid, -order.amount);
      this.add(this.available, order.person, paid, order.amount);
    }
    this.add(this.available, order.person, paid, -order.paid);
    this.add(this.available, order.person, receivedIn(order.side), order.received);
  }
  cancel(order: ModelOrder) {
    const paid = paidIn(order.side);
    this.add(this.held, order.person, paid, -order.amount);
    this.add(this.available, order.person, paid, order.amount);
  }
  close(order: ModelOrder) {
    this.open = this.open.filter((o) => o.id !== order.id);
  }
}

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await buildTestApp();
  // Small figures are the point here: no minimum order value (the migration's is 100,000 Toman).
  await setOrderBounds(ctx.db.db, { base: 'USDT', quote: 'IRT' }, { min: '0' });
  admin = (await loginAs(ctx.app, ADMIN)).cookie!;
  await setPrice(ctx, '100000', '99000');
  await updateSettings(ctx, admin, {
    approval_limit: LIMIT.toString(),
    approval_timeout_minutes: TIMEOUT_MINUTES,
  });
}, 60_000);
afterAll(async () => ctx?.close());

async function newPeople(): Promise<Trader[]> {
  const people: Trader[] = [];
  for (let i = 0; i < PEOPLE; i += 1) {
    const code = randomBytes(5).toString('hex').toUpperCase();
    const email = `model-${code.toLowerCase()}@example.com`;
    // Made directly: sign-up has its own tests, and a run needs fresh people cheaply.
    const { id } = await ctx.db.db
      .insertInto('users')
      .values({ email, referral_code: code, password_hash: 'not-used-for-login' })
      .returning('id')
      .executeTakeFirstOrThrow();
    people.push({ id, email, cookie: await extraSession(ctx, email) });
  }
  return people;
}

async function apply(model: Model, people: Trader[], s: Step): Promise<void> {
  const pick = (index: number, which: (o: ModelOrder) => boolean) => {
    const candidates = model.open.filter(which);
    return candidates[index % Math.max(candidates.length, 1)];
  };
  switch (s.op) {
    case 'deposit': {
      // Tether comes in ten times the units drawn (up to 200 Tether, about 20,000,000 Toman at the desk's
      // price), so that sells too pass the approval limit.
      const units = s.currency === 'USDT' ? s.units * 10n : s.units;
      await fund(ctx, people[s.person]!, s.currency, asAmount(units, s.currency));
      model.add(model.available, s.person, s.currency, units);
      return;
    }
    case 'order': {
      const who = people[s.person]!;
      const currency = paidIn(s.side);
      const available = model.get(model.available, s.person, currency);
      const units = (available * BigInt(s.percent)) / 100n || 1n;
      const quoted = await quote(ctx, who, s.side, asAmount(units, currency));
      if (units > available) {
        expect(quoted.statusCode).toBe(422);
        expect(quoted.json().errors.amount[0]).toMatch(/کافی نیست/);
        return;
      }
      if (quoted.statusCode === 422) {
        // Only an amount too small to receive anything is refused when the balance covers it.
        expect(quoted.json().errors).toEqual({ amount: [messages.fa['trade.amountTooSmall']] });
        return;
      }
      expect(quoted.statusCode, quoted.body).toBe(201);
      const placed = await place(ctx, who, s.side, quoted.json().id);
      expect(placed.statusCode, placed.body).toBe(201);
      const order = placed.json();
      expect([order.paid, order.received, order.fee_value]).toEqual([
        quoted.json().amount,
        quoted.json().total,
        quoted.json().fee_value,
      ]);
      const modelOrder: ModelOrder = {
        id: order.id,
        person: s.person,
        side: s.side,
        amount: units,
        paid: unitsOf(order.paid, currency),
        received: unitsOf(order.received, receivedIn(s.side)),
        adminApproved: false,
        deadline: ctx.clock.now().getTime() + TIMEOUT_MINUTES * 60_000,
        price: BigInt(order.price),
      };
      if (order.status === 'Filled') {
        expect(order.approval_required).toBe(false);
        model.fill(modelOrder, false);
      } else {
        expect(order.status).toBe('Processing');
        model.add(model.available, s.person, currency, -units);
        model.add(model.held, s.person, currency, units);
        model.open.push(modelOrder);
        if (s.desk === 'reject') await apply(model, people, { op: 'deskReject', pick: 0, only: order.id });
        else if (s.desk !== 'wait')
          await apply(model, people, { op: 'deskApprove', pick: 0, only: order.id, ...s.desk });
      }
      return;
    }
    case 'lateOrder': {
      const who = people[s.person]!;
      const available = model.get(model.available, s.person, 'IRT');
      if (available === 0n) return;
      const quoted = await quote(ctx, who, 'Buy', available.toString());
      if (quoted.statusCode !== 201) return;
      ctx.clock.advanceSeconds(31);
      const placed = await place(ctx, who, 'Buy', quoted.json().id);
      expect(placed.statusCode).toBe(409);
      return;
    }
    case 'deskApprove': {
      const order = pick(s.pick, (o) => !o.adminApproved && (s.only === undefined || o.id === s.only));
      if (!order) return;
      const payload =
        s.variant === 0
          ? {}
          : s.variant === 1
            ? { final_price: (order.price + 1000n).toString() }
            : {
                final_quantity: asAmount(
                  (order.side === 'Buy' ? order.received : order.amount) / 2n || 1n,
                  'USDT',
                ),
              };
      const approved = await deskDecides(ctx, admin, 'approve', order.id, payload);
      if (approved.statusCode === 422) {
        // Only a final price or quantity that leaves the person nothing; never one that pays beyond the hold.
        expect(Object.values(approved.json().errors)).toEqual([[messages.fa['trade.finalTooSmall']]]);
        return;
      }
      if (ctx.clock.now().getTime() >= order.deadline) {
        expect(approved.statusCode).toBe(409);
        return;
      }
      expect(approved.statusCode, approved.body).toBe(200);
      const answer = approved.json();
      order.adminApproved = true;
      order.paid = unitsOf(answer.paid, paidIn(order.side));
      order.received = unitsOf(answer.received, receivedIn(order.side));
      expect(order.paid <= order.amount).toBe(true);
      if (s.then !== 'wait') await apply(model, people, { op: s.then, pick: 0, only: order.id });
      return;
    }
    case 'deskReject': {
      const order = pick(s.pick, (o) => !o.adminApproved && (s.only === undefined || o.id === s.only));
      if (!order) return;
      const rejected = await deskDecides(ctx, admin, 'reject', order.id);
      if (ctx.clock.now().getTime() >= order.deadline) {
        expect(rejected.statusCode).toBe(409);
        return;
      }
      expect(rejected.statusCode, rejected.body).toBe(200);
      model.cancel(order);
      model.close(order);
      return;
    }
    case 'approve': {
      const order = pick(s.pick, (o) =>
        s.only === undefined ? o.adminApproved || !s.onlyDeskApproved : o.id === s.only,
      );
      if (!order) return;
      const answer = await decide(ctx, people[order.person]!, 'approve', order.id);
      if (!order.adminApproved || ctx.clock.now().getTime() >= order.deadline) {
        expect(answer.statusCode).toBe(409);
        return;
      }
      expect(answer.statusCode, answer.body).toBe(200);
      model.fill(order, true);
      model.close(order);
      return;
    }
    case 'reject': {
      const order = pick(s.pick, (o) => s.only === undefined || o.id === s.only);
      if (!order) return;
      const answer = await decide(ctx, people[order.person]!, 'reject', order.id);
      expect(answer.statusCode, answer.body).toBe(200);
      model.cancel(order);
      model.close(order);
      return;
    }
    case 'sweep': {
      ctx.clock.advanceSeconds(TIMEOUT_MINUTES * 60 + 1);
      const report = await cancelExpiredApprovals(ctx.db.db, ctx.clock.now());
      expect(report.failed).toEqual([]);
      for (const order of [...model.open]) {
        expect(report.cancelled.includes(String(order.id))).toBe(true);
        model.cancel(order);
        model.close(order);
      }
      admin = await extraSession(ctx, ADMIN.email);
      for (const who of people) who.cookie = await extraSession(ctx, who.email);
      return;
    }
  }
}

async function expectAgreement(model: Model, people: Trader[]): Promise<void> {
  for (const [index, who] of people.entries()) {
    for (const balance of await balancesOf(ctx.db.db, who.id)) {
      expect(
        [unitsOf(balance.available, balance.currency), unitsOf(balance.held, balance.currency)],
        `${balance.currency} of person ${index}`,
      ).toEqual([
        model.get(model.available, index, balance.currency),
        model.get(model.held, index, balance.currency),
      ]);
    }
  }
}

it('every sequence of trades keeps the books balanced and each balance equal to what its orders moved', async () => {
  await fc.assert(
    fc.asyncProperty(opening, fc.array(step, { minLength: 1, maxLength: 20 }), async (deposits, steps) => {
      const model = new Model();
      const people = await newPeople();
      admin = await extraSession(ctx, ADMIN.email);
      for (const deposit of deposits) await apply(model, people, deposit);
      for (const s of steps) {
        await apply(model, people, s);
        await expectAgreement(model, people);
      }
      // Leave nothing waiting for the next run's sweeps to find.
      for (const order of [...model.open]) {
        await decide(ctx, people[order.person]!, 'reject', order.id);
        model.cancel(order);
        model.close(order);
      }
      await expectAgreement(model, people);
      expect(await checkLedger(ctx.db.db)).toEqual([]);
    }),
    { seed: 20260112, numRuns: RUNS, endOnFailure: true },
  );
}, 300_000);
