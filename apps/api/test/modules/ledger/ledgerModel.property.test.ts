import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../../../src/errors/DomainError.js';
import {
  balancesOf,
  checkLedger,
  credit,
  debit,
  hold,
  houseBalances,
  postHold,
  voidHold,
  type Currency,
  type HouseAccount,
} from '../../../src/modules/ledger/index.js';
import { createTestDb, TEST_DB, type TestDb } from '../../helpers/testDb.js';
import { micros, newUser } from './ledgerFixtures.js';

// Random sequences of movements against a model in bigints (millionths): after every step the ledger's
// own check is clean and every balance, the person's and the house's, is what the model says.

// The full thousand on PostgreSQL (CI's second API step); the embedded database, whose SQL is the same
// migrations, runs a quarter of them from the same seed.
const RUNS = TEST_DB === 'postgres' ? 1000 : 250;
const PEOPLE = 3;
const HOUSES: Record<Currency, HouseAccount[]> = {
  IRT: ['bank', 'fees', 'inventory', 'referral'],
  USDT: ['hot_wallet', 'fees', 'inventory', 'referral'],
};

type Step =
  | { op: 'credit'; person: number; currency: Currency; units: bigint; house: number }
  | { op: 'debit'; person: number; currency: Currency; units: bigint; house: number }
  | { op: 'hold'; person: number; currency: Currency; units: bigint }
  | { op: 'post'; pick: number; house: number }
  | { op: 'void'; pick: number }
  | { op: 'resolveAgain'; pick: number; post: boolean };

const currency = fc.constantFrom<Currency>('IRT', 'USDT');
// Amounts in the currency's smallest unit (1 Toman, 0.000001 Tether); sizes overlap, so debits and holds
// sometimes exceed what is there.
const units = fc.bigInt({ min: 1n, max: 2_000n });
const person = fc.nat({ max: PEOPLE - 1 });
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ op: fc.constant('credit' as const), person, currency, units, house: fc.nat(3) }),
  fc.record({ op: fc.constant('debit' as const), person, currency, units, house: fc.nat(3) }),
  fc.record({ op: fc.constant('hold' as const), person, currency, units }),
  fc.record({ op: fc.constant('post' as const), pick: fc.nat(), house: fc.nat(3) }),
  fc.record({ op: fc.constant('void' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('resolveAgain' as const), pick: fc.nat(), post: fc.boolean() }),
);

/** Units of a currency as the decimal string the ledger takes: 1500 USDT-micros is '0.0015'. */
function asAmount(value: bigint, of: Currency): string {
  if (of === 'IRT') return value.toString();
  const text = value.toString().padStart(7, '0');
  return `${text.slice(0, -6)}.${text.slice(-6)}`.replace(/\.?0+$/, '');
}
/** The ledger's decimal string in units of the currency (micros for Tether). */
const unitsOf = (amount: string, of: Currency) => (of === 'IRT' ? BigInt(amount) : micros(amount));

interface Hold {
  id: string;
  person: number;
  currency: Currency;
  units: bigint;
}

class Model {
  available = new Map<string, bigint>();
  held = new Map<string, bigint>();
  house = new Map<string, bigint>();
  open: Hold[] = [];
  resolved: Hold[] = [];

  static key = (person: number, of: Currency) => `${person}:${of}`;
  get(map: Map<string, bigint>, key: string) {
    return map.get(key) ?? 0n;
  }
  add(map: Map<string, bigint>, key: string, delta: bigint) {
    map.set(key, this.get(map, key) + delta);
  }
}

let testDb: TestDb;
let people: string[];
beforeAll(async () => {
  testDb = await createTestDb();
  people = [];
  for (let i = 0; i < PEOPLE; i += 1) people.push(await newUser(testDb.db));
});
afterAll(async () => testDb?.cleanup());

/**
 * Empties the books between runs. Test-only: for one transaction it switches the guards off
 * (session_replication_role = replica skips triggers, the append-only ones and foreign keys included).
 * PostgreSQL makes and syncs new files for every TRUNCATE (75 ms a run here), so it deletes and lets
 * autovacuum clean up; PGlite has no autovacuum, and its TRUNCATE is quick.
 */
async function resetLedger() {
  await testDb.db.transaction().execute(async (trx) => {
    await sql`SET LOCAL session_replication_role = replica`.execute(trx);
    if (TEST_DB === 'pglite') {
      // Referral rewards name their ledger transfer: emptied with it.
      await sql`TRUNCATE referral_rewards, treasury_moves, ledger_entries, ledger_transfers`.execute(trx);
    } else {
      await sql`DELETE FROM ledger_entries`.execute(trx);
      await sql`DELETE FROM ledger_transfers`.execute(trx);
    }
    await sql`DELETE FROM ledger_accounts WHERE user_id IS NOT NULL`.execute(trx);
    // The desk's stock follows the inventory's entries, which are gone.
    await sql`UPDATE desk_stock SET balance = 0, reserved = 0, floor = 0`.execute(trx);
  });
}

/** Runs one step on the ledger and the model; a refusal must be exactly the one the model predicts. */
async function apply(model: Model, s: Step): Promise<void> {
  const db = testDb.db;
  const about = { kind: s.op === 'resolveAgain' ? 'again' : s.op, reference: `model:${s.op}` };
  if (s.op === 'credit' || s.op === 'debit' || s.op === 'hold') {
    const key = Model.key(s.person, s.currency);
    const enough = model.get(model.available, key) >= s.units;
    const userId = people[s.person]!;
    const amount = asAmount(s.units, s.currency);
    // A hold names no house; credits and debits pick one that holds this currency.
    const house = HOUSES[s.currency][s.op === 'hold' ? 0 : s.house]!;
    const houseKey = `${house}:${s.currency}`;
    if (s.op !== 'credit' && !enough) {
      const call =
        s.op === 'debit'
          ? debit(db, { userId, currency: s.currency, amount, to: house, ...about })
          : hold(db, { userId, currency: s.currency, amount, ...about });
      const error = await call.then(
        () => undefined,
        (reason: unknown) => reason,
      );
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).messageKey).toBe('ledger.insufficientBalance');
      return;
    }
    if (s.op === 'credit' && house === 'inventory' && model.get(model.house, houseKey) < s.units) {
      // The desk's stock never goes below zero: a payout it does not hold is refused, nothing moves.
      const error = await credit(db, { userId, currency: s.currency, amount, from: house, ...about }).then(
        () => undefined,
        (reason: unknown) => reason,
      );
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).kind).toBe('conflict');
      expect(['ledger.deskStockShort', 'ledger.deskStockEmpty']).toContain((error as DomainError).messageKey);
      return;
    }
    if (s.op === 'credit') {
      await credit(db, { userId, currency: s.currency, amount, from: house, ...about });
      model.add(model.available, key, s.units);
      model.add(model.house, houseKey, -s.units);
    } else if (s.op === 'debit') {
      await debit(db, { userId, currency: s.currency, amount, to: house, ...about });
      model.add(model.available, key, -s.units);
      model.add(model.house, houseKey, s.units);
    } else {
      const made = await hold(db, { userId, currency: s.currency, amount, ...about });
      model.add(model.available, key, -s.units);
      model.add(model.held, key, s.units);
      model.open.push({ id: made.holdId, person: s.person, currency: s.currency, units: s.units });
    }
    return;
  }
  if (s.op === 'resolveAgain') {
    const done = model.resolved[s.pick % Math.max(model.resolved.length, 1)];
    if (!done) return;
    const again = s.post
      ? postHold(db, { holdId: done.id, to: HOUSES[done.currency][1]!, ...about })
      : voidHold(db, { holdId: done.id, ...about });
    const error = await again.then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect((error as DomainError).kind).toBe('conflict');
    return;
  }
  const [picked] = model.open.splice(s.pick % Math.max(model.open.length, 1), 1);
  if (!picked) return;
  const key = Model.key(picked.person, picked.currency);
  model.resolved.push(picked);
  model.add(model.held, key, -picked.units);
  if (s.op === 'post') {
    const house = HOUSES[picked.currency][s.house]!;
    await postHold(db, { holdId: picked.id, to: house, ...about });
    model.add(model.house, `${house}:${picked.currency}`, picked.units);
  } else {
    await voidHold(db, { holdId: picked.id, ...about });
    model.add(model.available, key, picked.units);
  }
}

/** Who a step can change: the person it names, or the owner of the hold it resolves. */
function touched(model: Model, s: Step): number[] {
  if ('person' in s) return [s.person];
  return model.resolved.length > 0 ? [model.resolved.at(-1)!.person] : [];
}

/** The ledger agrees with itself, and the given people's and every house balance agree with the model. */
async function expectAgreement(model: Model, whose: readonly number[]): Promise<void> {
  expect(await checkLedger(testDb.db)).toEqual([]);
  for (const index of whose) {
    for (const balance of await balancesOf(testDb.db, people[index]!)) {
      const key = Model.key(index, balance.currency);
      expect([unitsOf(balance.available, balance.currency), unitsOf(balance.held, balance.currency)]).toEqual(
        [model.get(model.available, key), model.get(model.held, key)],
      );
    }
  }
  for (const { house, currency: of, balance } of await houseBalances(testDb.db)) {
    expect(unitsOf(balance, of)).toBe(model.get(model.house, `${house}:${of}`));
  }
}

describe('the ledger against a model', () => {
  it(`random movements keep every invariant and balance (${RUNS} runs)`, { timeout: 600_000 }, async () => {
    const started = performance.now();
    let steps = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(step, { maxLength: 12 }), async (script) => {
        await resetLedger();
        const model = new Model();
        for (const s of script) {
          await apply(model, s);
          // After each step, the person it touched; at the end, everyone (nobody else moved).
          await expectAgreement(model, touched(model, s));
          steps += 1;
        }
        await expectAgreement(model, [...people.keys()]);
      }),
      { numRuns: RUNS },
    );
    const seconds = (performance.now() - started) / 1000;
    console.log(`ledger model: ${RUNS} runs, ${steps} steps in ${seconds.toFixed(1)} s`);
  });
});
