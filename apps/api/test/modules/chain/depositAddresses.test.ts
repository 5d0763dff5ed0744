import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../../src/db/createDb.js';
import {
  assignDepositAddress,
  deriveTronAddress,
  findDepositAddress,
} from '../../../src/modules/chain/index.js';
import { createTestDb, POSTGRES_URL, TEST_DB, type TestDb } from '../../helpers/testDb.js';
import { addUsers, TEST_XPUB } from './chainFixtures.js';

let testDb: TestDb;
const now = new Date('2030-01-01T08:00:00Z');
const options = { xpub: TEST_XPUB, now };

beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(async () => testDb?.cleanup());

const allRows = () =>
  testDb.db.selectFrom('deposit_addresses').selectAll().orderBy('derivation_index').execute();

describe('deposit addresses', () => {
  it('gives a person the address at the next index, and the same one every time after', async () => {
    const [id] = await addUsers(testDb.db, 1, 'first');
    const first = await assignDepositAddress(testDb.db, id!, options);
    expect(first).toEqual({
      userId: id,
      network: 'tron',
      derivationIndex: 0,
      address: 'TQ5NMqJjhpQGK7YJbESKtNCo86PJ89ujio',
    });
    expect(await assignDepositAddress(testDb.db, id!, options)).toEqual(first);
    expect(await findDepositAddress(testDb.db, id!)).toEqual(first);
  });

  it('concurrent requests for different people never share an index and leave no gaps', async () => {
    const before = (await allRows()).length;
    const ids = await addUsers(testDb.db, 24, 'crowd');
    const assigned = await Promise.all(ids.map((id) => assignDepositAddress(testDb.db, id, options)));
    const indexes = assigned.map((a) => a.derivationIndex).sort((a, b) => a - b);
    expect(indexes).toEqual(Array.from({ length: 24 }, (_, n) => before + n));
    expect(new Set(assigned.map((a) => a.address)).size).toBe(24);
    for (const a of assigned) expect(a.address).toBe(deriveTronAddress(TEST_XPUB, a.derivationIndex));
  });

  it('concurrent requests for the same person make one address', async () => {
    const [id] = await addUsers(testDb.db, 1, 'eager');
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => assignDepositAddress(testDb.db, id!, options)),
    );
    expect(new Set(answers.map((a) => a.address)).size).toBe(1);
    const rows = (await allRows()).filter((row) => String(row.user_id) === id);
    expect(rows).toHaveLength(1);
  });

  it('refuses an index or address twice at the database (the last line of defence)', async () => {
    const [id] = await addUsers(testDb.db, 1, 'intruder');
    const taken = (await allRows())[0]!;
    await expect(
      testDb.db
        .insertInto('deposit_addresses')
        .values({
          user_id: id!,
          network: 'tron',
          derivation_index: taken.derivation_index,
          address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
          created_at: now,
        })
        .execute(),
    ).rejects.toMatchObject({ code: '23505' });
  });
});

// PGlite is one session, so only PostgreSQL shows a race: here two separate pools stand for two server
// processes, each sending many requests at once.
describe.runIf(TEST_DB === 'postgres')('deposit addresses across server processes (PostgreSQL)', () => {
  it('hands out distinct, gap-free indexes to concurrent requests from two processes', async () => {
    const url = new URL(POSTGRES_URL);
    const name = (
      await testDb.db
        .selectNoFrom((eb) => eb.fn<string>('current_database', []).as('name'))
        .executeTakeFirstOrThrow()
    ).name;
    url.pathname = `/${name}`;
    const processes = await Promise.all([
      createDb({ databaseUrl: url.toString() }),
      createDb({ databaseUrl: url.toString() }),
    ]);
    try {
      const before = (await allRows()).length;
      const ids = await addUsers(testDb.db, 60, 'pair');
      // Each person asked twice, once through each process, all at once.
      const answers = await Promise.all(
        ids.flatMap((id) => processes.map((p) => assignDepositAddress(p.db, id, options))),
      );
      const rows = await allRows();
      expect(rows.map((row) => row.derivation_index)).toEqual(
        Array.from({ length: before + 60 }, (_, n) => n),
      );
      expect(new Set(rows.map((row) => row.address)).size).toBe(rows.length);
      for (const id of ids) {
        const mine = answers.filter((a) => a.userId === id);
        expect(new Set(mine.map((a) => a.address)).size).toBe(1);
      }
    } finally {
      await Promise.all(processes.map((p) => p.db.destroy()));
    }
  });
});
