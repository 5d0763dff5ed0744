import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../../../src/db/transaction.js';
import {
  assignDepositAddress,
  createTronGridSource,
  creditedTransactions,
  databaseCursorStore,
  listWatchedAddresses,
  recordChainDeposit,
  scanDeposits,
  type ChainDeposit,
  type CreditDeposit,
  type WatchedAddress,
} from '../../../src/modules/chain/index.js';
import { createTestDb, type TestDb } from '../../helpers/testDb.js';
import {
  FakeTronGrid,
  fixtureAddress,
  fixtureTxHash,
  USDT_CONTRACT,
  type FakeTransferLog,
} from '../../support/fakeTronGrid.js';
import { addUsers, TEST_XPUB } from './chainFixtures.js';

let testDb: TestDb;
let fake: FakeTronGrid;
// A fixed clock: credits and cursors are stamped with it (buildTestApp's TestClock would load the whole app).
const clock = { now: () => new Date('2030-01-01T08:00:00Z') };
/** Block times of the fixtures: T + n seconds. */
const T = 1_900_000_000_000;
const at = (seconds: number) => T + seconds * 1000;
const FAKE_TOKEN = fixtureAddress('a token that calls itself USDT');
let people = 0;

beforeAll(async () => {
  testDb = await createTestDb();
  // What the wallet's ledger would be: one row per credit, summed per person.
  await sql`CREATE TABLE test_usdt_credits (user_id bigint NOT NULL, amount numeric(38, 6) NOT NULL)`.execute(
    testDb.db,
  );
  fake = await FakeTronGrid.start();
});
afterAll(async () => {
  await fake?.close();
  await testDb?.cleanup();
});
afterEach(() => {
  fake.pageSize = 200;
  fake.filterByContract = true;
});

/** The credit function the wallet module passes in: idempotent on (txHash, logIndex), one transaction. */
const credit: CreditDeposit = (deposit: ChainDeposit) =>
  withTransaction(testDb.db, async (trx) => {
    if (!(await recordChainDeposit(trx, deposit, clock.now()))) return false;
    await sql`INSERT INTO test_usdt_credits (user_id, amount) VALUES (${deposit.userId}, ${deposit.amount})`.execute(
      trx,
    );
    return true;
  });

/** New people with their deposit addresses. */
async function watched(count: number): Promise<WatchedAddress[]> {
  const ids = await addUsers(testDb.db, count, `scan-${(people += 1)}`);
  const assigned = [];
  for (const id of ids)
    assigned.push(await assignDepositAddress(testDb.db, id, { xpub: TEST_XPUB, now: clock.now() }));
  return assigned.map((a) => ({ address: a.address, userId: a.userId }));
}

const source = () =>
  createTronGridSource({
    baseUrl: fake.url,
    apiKey: 'test-key',
    tokenContract: USDT_CONTRACT,
    timeoutMs: 5000,
  });

const scan = (addresses: readonly WatchedAddress[], overrides: { maxPagesPerAddress?: number } = {}) =>
  scanDeposits({
    source: source(),
    addresses,
    cursorStore: databaseCursorStore(testDb.db),
    credit,
    now: clock.now,
    usdtContract: USDT_CONTRACT,
    depositMinimum: '1',
    overlapSeconds: 600,
    ...overrides,
  });

const balanceOf = async (who: WatchedAddress) => {
  const row = await sql<{ total: string | null }>`
    SELECT trim_scale(sum(amount))::text AS total FROM test_usdt_credits WHERE user_id = ${who.userId}`.execute(
    testDb.db,
  );
  return row.rows[0]?.total ?? null;
};

const depositsOf = (who: WatchedAddress) =>
  testDb.db
    .selectFrom('chain_deposits')
    .select(['tx_hash', 'log_index', 'amount', 'block_number'])
    .where('address', '=', who.address)
    .orderBy('tx_hash')
    .orderBy('log_index')
    .execute();

const cursorOf = async (who: WatchedAddress) => databaseCursorStore(testDb.db).get(who.address);

const usdt = (to: WatchedAddress, units: bigint, extra: Partial<FakeTransferLog> = {}): FakeTransferLog => ({
  to: to.address,
  units,
  ...extra,
});

/** A plain USDT deposit: listed, and final on the solidity node. */
function deposit(label: string, to: WatchedAddress, units: bigint, seconds: number, blockNumber = 100) {
  const txHash = fixtureTxHash(label);
  fake.list({ txHash, to: to.address, blockTimestampMs: at(seconds) });
  fake.solidify(txHash, { blockNumber, blockTimestampMs: at(seconds), logs: [usdt(to, units)] });
  return txHash;
}

describe('scanDeposits against TronGrid', () => {
  it('credits a final USDT transfer once, with its exact amount, asking TronGrid the documented way', async () => {
    fake.solidHead = 120;
    const [alice] = await watched(1);
    const txHash = deposit('exact', alice!, 12_345_678n, 10);

    const report = await scan([alice!]);
    expect(report.credited).toEqual([
      {
        txHash,
        logIndex: 0,
        address: alice!.address,
        userId: alice!.userId,
        amount: '12.345678',
        blockNumber: 100,
        blockTimestamp: new Date(at(10)),
      },
    ]);
    expect(await balanceOf(alice!)).toBe('12.345678');
    expect(await depositsOf(alice!)).toEqual([
      { tx_hash: txHash, log_index: 0, amount: '12.345678', block_number: '100' },
    ]);

    const listing = fake.requestsTo('listing').filter((r) => r.path.includes(alice!.address));
    expect(listing[0]).toMatchObject({
      path: `/v1/accounts/${alice!.address}/transactions/trc20`,
      query: {
        only_confirmed: 'true',
        only_to: 'true',
        contract_address: USDT_CONTRACT,
        min_timestamp: '0',
        limit: '200',
      },
      headers: { 'tron-pro-api-key': 'test-key' },
    });
    expect(
      fake.requestsTo('transactionInfo').find((r) => (r.body as { value: string }).value === txHash),
    ).toBeTruthy();

    // Again: nothing new is credited, and the listing starts an overlap window before the transfer.
    const again = await scan([alice!]);
    expect(again.credited).toEqual([]);
    expect(again.alreadyCredited).toBe(1);
    expect(await balanceOf(alice!)).toBe('12.345678');
    const second = fake.requestsTo('listing').filter((r) => r.path.includes(alice!.address))[1];
    expect(second?.query.min_timestamp).toBe(String(at(10) + 1 - 600_000));
  });

  it('does not credit a transfer until it is on the solidified chain', async () => {
    fake.solidHead = 200;
    const [bob] = await watched(1);
    const earlier = deposit('before the pending one', bob!, 2_000_000n, 5);
    const txHash = fixtureTxHash('not solid yet');
    fake.list({ txHash, to: bob!.address, blockTimestampMs: at(20) });

    // The solidity node does not have it yet.
    let report = await scan([bob!]);
    expect(report.pending).toEqual([txHash]);
    expect(report.credited.map((d) => d.txHash)).toEqual([earlier]);
    expect(await balanceOf(bob!)).toBe('2');
    expect(await cursorOf(bob!)).toEqual({ settledUntilMs: at(20), midListing: false });

    // It has it, in a block above the solid head (a node running ahead of itself).
    fake.solidify(txHash, { blockNumber: 250, blockTimestampMs: at(20), logs: [usdt(bob!, 3_000_000n)] });
    report = await scan([bob!]);
    expect(report.pending).toEqual([txHash]);
    expect(await balanceOf(bob!)).toBe('2');

    fake.solidHead = 250;
    report = await scan([bob!]);
    expect(report.pending).toEqual([]);
    expect(report.credited.map((d) => [d.txHash, d.amount])).toEqual([[txHash, '3']]);
    expect(await balanceOf(bob!)).toBe('5');
  });

  it('credits nothing for a reverted transaction, and moves on past it', async () => {
    fake.solidHead = 500;
    const [carol] = await watched(1);
    const txHash = fixtureTxHash('reverted');
    fake.list({ txHash, to: carol!.address, blockTimestampMs: at(30) });
    // The log is there only to prove the receipt decides.
    fake.solidify(txHash, {
      blockNumber: 300,
      blockTimestampMs: at(30),
      receiptResult: 'REVERT',
      logs: [usdt(carol!, 50_000_000n)],
    });

    const report = await scan([carol!]);
    expect(report.refused).toEqual([{ txHash, reason: 'reverted' }]);
    expect(report.credited).toEqual([]);
    expect(await balanceOf(carol!)).toBeNull();
    expect(await cursorOf(carol!)).toEqual({ settledUntilMs: at(30) + 1, midListing: false });
  });

  it('ignores a token that calls itself USDT from another contract', async () => {
    fake.solidHead = 500;
    fake.filterByContract = false;
    const [dave] = await watched(1);
    // The listing shows another contract with the same symbol: not even looked up.
    const listedAsOther = fixtureTxHash('other contract in the listing');
    fake.list({
      txHash: listedAsOther,
      to: dave!.address,
      tokenContract: FAKE_TOKEN,
      symbol: 'USDT',
      blockTimestampMs: at(40),
    });
    fake.solidify(listedAsOther, {
      blockNumber: 400,
      blockTimestampMs: at(40),
      logs: [usdt(dave!, 9_000_000n, { contract: FAKE_TOKEN })],
    });
    // The listing says USDT, the chain says the event came from the other contract.
    const emittedByOther = fixtureTxHash('other contract in the logs');
    fake.list({ txHash: emittedByOther, to: dave!.address, blockTimestampMs: at(41) });
    fake.solidify(emittedByOther, {
      blockNumber: 401,
      blockTimestampMs: at(41),
      logs: [usdt(dave!, 9_000_000n, { contract: FAKE_TOKEN })],
    });
    // A real USDT transfer, but to someone else.
    const toSomeoneElse = fixtureTxHash('usdt to another address');
    fake.list({ txHash: toSomeoneElse, to: dave!.address, blockTimestampMs: at(42) });
    fake.solidify(toSomeoneElse, {
      blockNumber: 402,
      blockTimestampMs: at(42),
      logs: [{ to: fixtureAddress('stranger'), units: 9_000_000n }],
    });

    const report = await scan([dave!]);
    expect(report.credited).toEqual([]);
    expect(report.refused).toEqual([
      { txHash: emittedByOther, reason: 'notUsdt' },
      { txHash: toSomeoneElse, reason: 'notUsdt' },
    ]);
    const looked = fake.requestsTo('transactionInfo').map((r) => (r.body as { value: string }).value);
    expect(looked).not.toContain(listedAsOther);
    expect(await balanceOf(dave!)).toBeNull();
  });

  it('credits two transfers in one transaction as two deposits', async () => {
    fake.solidHead = 500;
    const [erin] = await watched(1);
    const txHash = fixtureTxHash('batch');
    // A batch payout: listed once per transfer, one receipt with both logs (and another token's in between).
    fake.list(
      { txHash, to: erin!.address, blockTimestampMs: at(50), value: '5000000' },
      { txHash, to: erin!.address, blockTimestampMs: at(50), value: '7250000' },
    );
    fake.solidify(txHash, {
      blockNumber: 450,
      blockTimestampMs: at(50),
      logs: [
        usdt(erin!, 5_000_000n),
        usdt(erin!, 1_000_000n, { contract: FAKE_TOKEN }),
        usdt(erin!, 7_250_000n),
      ],
    });
    const lookupsBefore = fake.requestsTo('transactionInfo').length;

    const report = await scan([erin!]);
    expect(report.credited.map((d) => [d.logIndex, d.amount])).toEqual([
      [0, '5'],
      [2, '7.25'],
    ]);
    expect(fake.requestsTo('transactionInfo').length - lookupsBefore).toBe(1);
    expect(await balanceOf(erin!)).toBe('12.25');
    expect((await depositsOf(erin!)).map((d) => d.log_index)).toEqual([0, 2]);
  });

  it('does not look a credited transaction up again when the overlap window lists it again', async () => {
    fake.solidHead = 500;
    const [olga] = await watched(1);
    const first = deposit('looked up once', olga!, 6_000_000n, 70);
    const withCredited = (addresses: WatchedAddress[]) =>
      scanDeposits({
        source: source(),
        addresses,
        cursorStore: databaseCursorStore(testDb.db),
        credit,
        now: clock.now,
        usdtContract: USDT_CONTRACT,
        depositMinimum: '1',
        overlapSeconds: 600,
        creditedTransactions: (hashes) => creditedTransactions(testDb.db, hashes),
      });
    const lookupsOf = (txHash: string) =>
      fake.requestsTo('transactionInfo').filter((r) => (r.body as { value: string }).value === txHash).length;

    await withCredited([olga!]);
    const second = deposit('later', olga!, 1_000_000n, 71);
    const report = await withCredited([olga!]);
    expect(report.credited.map((d) => d.txHash)).toEqual([second]);
    await withCredited([olga!]);
    // Both were listed again by every scan (inside the overlap window), each was looked up once.
    expect(lookupsOf(first)).toBe(1);
    expect(lookupsOf(second)).toBe(1);
    expect(await balanceOf(olga!)).toBe('7');
    // A refused transfer is not remembered: it is looked up again while the overlap window lists it.
    const dust = deposit('dust in the window', olga!, 10n, 72);
    await withCredited([olga!]);
    await withCredited([olga!]);
    expect(lookupsOf(dust)).toBe(2);
  });

  it('leaves dust below the minimum uncredited', async () => {
    fake.solidHead = 500;
    const [frank] = await watched(1);
    const dust = deposit('dust', frank!, 999_999n, 60);
    const report = await scan([frank!]);
    expect(report.refused).toEqual([{ txHash: dust, logIndex: 0, reason: 'belowMinimum' }]);
    expect(await balanceOf(frank!)).toBeNull();
  });

  it('reads every page of the listing, and resumes where a capped scan stopped', async () => {
    fake.solidHead = 500;
    fake.pageSize = 2;
    const [grace, heidi] = await watched(2);
    for (let n = 0; n < 5; n += 1) deposit(`page-g-${n}`, grace!, BigInt(n + 1) * 1_000_000n, 100 + n);
    for (let n = 0; n < 5; n += 1) deposit(`page-h-${n}`, heidi!, BigInt(n + 1) * 1_000_000n, 100 + n);

    const before = fake.requestsTo('listing').length;
    const report = await scan([grace!]);
    const pages = fake.requestsTo('listing').slice(before);
    expect(pages).toHaveLength(3);
    expect(pages.map((p) => p.query.fingerprint === undefined)).toEqual([true, false, false]);
    expect(new Set(pages.map((p) => p.query.min_timestamp)).size).toBe(1);
    expect(report.credited).toHaveLength(5);
    expect(await balanceOf(grace!)).toBe('15');

    // Two pages per scan: the first scan stops part way, the next picks up, nothing is credited twice.
    const capped = await scan([heidi!], { maxPagesPerAddress: 2 });
    expect(capped.credited.map((d) => d.amount)).toEqual(['1', '2', '3', '4']);
    expect(await cursorOf(heidi!)).toEqual({ settledUntilMs: at(103), midListing: true });
    // It resumes exactly where it stopped: the overlap window (all five transfers here) is not re-read, or a
    // long history would never be worked through.
    const rest = await scan([heidi!], { maxPagesPerAddress: 2 });
    expect(rest.credited.map((d) => d.amount)).toEqual(['5']);
    expect(fake.requestsTo('listing').at(-1)?.query.min_timestamp).toBe(String(at(103)));
    expect(await cursorOf(heidi!)).toEqual({ settledUntilMs: at(104) + 1, midListing: false });
    expect(await balanceOf(heidi!)).toBe('15');
    expect(await depositsOf(heidi!)).toHaveLength(5);
  });

  it('backs off on 429 and 5xx without losing or doubling a deposit', async () => {
    fake.solidHead = 500;
    fake.pageSize = 2;
    const [ivan, judy] = await watched(2);
    for (let n = 0; n < 4; n += 1) deposit(`limited-i-${n}`, ivan!, 10_000_000n, 200 + n);
    deposit('limited-j', judy!, 3_000_000n, 200);

    // The second listing page is refused: the first page's deposits are credited, the scan stops there.
    fake.failNext('listing', 429, { after: 1, retryAfterSeconds: 7 });
    let report = await scan([ivan!, judy!]);
    expect(report.backoff).toEqual({ retryAfterSeconds: 7, reason: expect.stringContaining('429') });
    expect(report.credited).toHaveLength(2);
    expect(fake.requestsTo('listing').filter((r) => r.path.includes(judy!.address))).toHaveLength(0);

    // A transaction lookup is refused: that transfer waits, nothing of it is credited.
    fake.failNext('transactionInfo', 503);
    report = await scan([ivan!, judy!]);
    expect(report.backoff).toEqual({ retryAfterSeconds: undefined, reason: expect.stringContaining('503') });
    expect(await balanceOf(judy!)).toBeNull();

    // The head is refused.
    fake.failNext('nowBlock', 502);
    report = await scan([judy!, ivan!]);
    expect(report.backoff?.reason).toContain('502');

    report = await scan([ivan!, judy!]);
    expect(report.backoff).toBeUndefined();
    expect(await balanceOf(ivan!)).toBe('40');
    expect(await balanceOf(judy!)).toBe('3');
    expect(await depositsOf(ivan!)).toHaveLength(4);
  });

  it('reports an address whose answers cannot be trusted and scans the others', async () => {
    fake.solidHead = 500;
    const [ken, lea] = await watched(2);
    deposit('trusted', lea!, 4_000_000n, 300);
    deposit('untrusted', ken!, 4_000_000n, 300);
    fake.failNext('listing', 400);
    const report = await scan([ken!, lea!]);
    expect(report.failed.map((f) => f.address)).toEqual([ken!.address]);
    expect(report.failed[0]?.error.name).toBe('ChainSourceInvalidAnswer');
    expect(await cursorOf(ken!)).toBeUndefined();
    expect(await balanceOf(lea!)).toBe('4');
  });

  it('credits each (transaction, log) once however many scans run at the same time', async () => {
    fake.solidHead = 900;
    fake.pageSize = 3;
    const crowd = await watched(4);
    let expected = 0n;
    crowd.forEach((who, w) => {
      for (let n = 0; n < 4; n += 1) {
        const units = BigInt(w * 10 + n + 1) * 1_000_000n;
        expected += units;
        deposit(`crowd-${w}-${n}`, who, units, 400 + n);
      }
    });
    const reports = await Promise.all([scan(crowd), scan([...crowd].reverse()), scan(crowd)]);
    const credited = reports.flatMap((r) => r.credited);
    expect(credited).toHaveLength(16);
    expect(new Set(credited.map((d) => `${d.txHash}:${d.logIndex}`)).size).toBe(16);
    const rows = await testDb.db
      .selectFrom('chain_deposits')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where(
        'user_id',
        'in',
        crowd.map((c) => c.userId),
      )
      .executeTakeFirstOrThrow();
    expect(Number(rows.count)).toBe(16);
    const total = await sql<{ total: string }>`
      SELECT sum(amount)::text AS total FROM test_usdt_credits WHERE user_id = ANY(${crowd.map((c) => c.userId)}::bigint[])`.execute(
      testDb.db,
    );
    expect(total.rows[0]?.total).toBe(`${expected / 1_000_000n}.000000`);
  });

  it('lists the least recently scanned addresses first', async () => {
    const all = await listWatchedAddresses(testDb.db);
    const scannedAt = await testDb.db
      .selectFrom('chain_scan_cursors')
      .select(['address', 'scanned_at'])
      .execute();
    const when = new Map(scannedAt.map((row) => [row.address, row.scanned_at.getTime()]));
    const order = all.map((a) => when.get(a.address) ?? -1);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(order[0]).toBe(-1); // never scanned (the PostgreSQL-only test's users and others) come first
  });
});
