import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  Client,
  embeddedEnv,
  freePort,
  spawnEntry,
  startServer,
  type RunningServer,
} from '../helpers/serverProcess.js';
import { TEST_DB } from '../helpers/testDb.js';

// Real server processes on one DATA_DIR. They only ever use the embedded database, so the PostgreSQL run
// has nothing to add here.
const dataDir = mkdtempSync(join(tmpdir(), 'sarraf-lock-'));
const lockFolder = join(dataDir, 'lock');
const running: RunningServer[] = [];
let first: RunningServer;
let demo: Client;

async function start(): Promise<RunningServer> {
  const server = await startServer(embeddedEnv(dataDir, await freePort()));
  running.push(server);
  return server;
}

/** Every path under `dir`, folders included. */
function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    return entry.isDirectory() ? [path, ...walk(path)] : [path];
  });
}

describe.skipIf(TEST_DB === 'postgres')('one process per DATA_DIR (embedded database)', () => {
  beforeAll(async () => {
    first = await start();
    demo = new Client(first.url);
    expect((await demo.login('demo@example.com', 'sarraf-demo')).status).toBe(200);
    // Written before any second process tries its luck: a row, and a mail in the outbox.
    expect((await demo.request('PUT', '/api/user/locale', { locale: 'en' })).status).toBe(200);
    const mail = await demo.request('POST', '/api/auth/sign-up/otp', { email: 'new@example.com', fs: 1 });
    expect(mail.status).toBe(200);
  }, 180_000);

  afterAll(async () => {
    for (const server of running) server.child.kill('SIGKILL');
    await Promise.all(running.map((server) => server.finished));
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('a second server refuses to start, naming the folder and what to do, and the first keeps its data', async () => {
    const port = await freePort();
    const second = await spawnEntry('src/server.ts', [], embeddedEnv(dataDir, port)).finished;
    expect(second.code).toBe(1);
    expect(second.stderr).toContain(`is using the data folder ${dataDir}`);
    expect(second.stderr).toContain('Stop the other server first, or give this one another DATA_DIR.');
    expect(second.stdout).not.toContain('listening');
    await expect(fetch(`http://127.0.0.1:${port}/api/user`)).rejects.toThrow();

    // It left nothing behind: the lock folder holds the first server's socket and marker only.
    const pid = String(first.child.pid);
    expect(readdirSync(lockFolder).map((name) => name.split('-')[0])).toEqual([pid, pid]);
    const me = await demo.request('GET', '/api/user');
    expect(me.status).toBe(200);
    expect(me.json.locale).toBe('en');
  }, 120_000);

  it('admin:create refuses too while the embedded server runs, and says to stop the server', async () => {
    const env = embeddedEnv(dataDir, await freePort());
    const refused = await spawnEntry('src/cli/createAdminCommand.ts', ['boss@example.com'], env).finished;
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain(`is using the data folder ${dataDir}`);
    expect(refused.stderr).toMatch(/stop it, run this command again, then start the server/);
    expect(refused.stdout).not.toContain('One-time password');
  }, 120_000);

  it('after the server dies by SIGKILL the folder is free again at once, with nothing written lost', async () => {
    first.child.kill('SIGKILL');
    expect((await first.finished).signal).toBe('SIGKILL');
    // The dead server's socket and marker are still there: what follows proves they are recognised as dead.
    expect(readdirSync(lockFolder)).toHaveLength(2);

    const env = embeddedEnv(dataDir, await freePort());
    const made = await spawnEntry('src/cli/createAdminCommand.ts', ['boss@example.com'], env).finished;
    expect(made.stderr).toBe('');
    expect(made.code).toBe(0);
    const oneTimePassword = /One-time password: (\S+)/.exec(made.stdout)?.[1];
    expect(oneTimePassword).toMatch(/^[A-Za-z0-9_-]{16}$/);

    const again = await start();
    // The session made before the crash is still valid: its row and the secrets survived.
    const sameSession = new Client(again.url);
    sameSession.cookie = demo.cookie;
    const me = await sameSession.request('GET', '/api/user');
    expect(me.status).toBe(200);
    expect(me.json.locale).toBe('en');
    const boss = await new Client(again.url).login('boss@example.com', oneTimePassword!);
    expect(boss.json).toEqual({ redirect_to: '/user/password-set' });
  }, 180_000);

  it('keeps everything in DATA_DIR readable by its owner only', () => {
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    const paths = walk(dataDir);
    // The database, the secrets, the outbox with its sign-up code, and the lock.
    for (const name of ['pglite', 'secrets.json', 'outbox', 'lock'])
      expect(paths).toContain(join(dataDir, name));
    const open = paths.filter((path) => (statSync(path).mode & 0o077) !== 0);
    expect(open).toEqual([]);
  });
});

describe.skipIf(TEST_DB === 'postgres')('the data folder lock', () => {
  const env = { PATH: process.env.PATH, HOME: process.env.HOME };
  const contender = (dir: string, startAt: number, rounds: number, holdMs: number) =>
    spawnEntry('test/db/lockContender.ts', [dir, String(startAt), String(rounds), String(holdMs)], env);

  it('is held by one process at a time however many try together, after a killed holder too', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sarraf-lock-race-'));
    const killed = contender(dir, 0, 1, 600_000);
    try {
      // Its socket and marker are both there once it holds the folder.
      const holding = () => existsSync(join(dir, 'lock')) && readdirSync(join(dir, 'lock')).length === 2;
      await vi.waitUntil(holding, { timeout: 30_000, interval: 50 });
      killed.child.kill('SIGKILL');
      await killed.finished;

      // Five processes try in each of six rounds, all at the same millisecond (each loads for a second or
      // two first); a winner holds on long enough for every other one to find it.
      const rounds = 6;
      const startAt = Date.now() + 6000;
      const runs = Array.from({ length: 5 }, () => contender(dir, startAt, rounds, 600));
      const results = await Promise.all(runs.map((run) => run.finished));
      expect(results.map((result) => result.stderr)).toEqual(['', '', '', '', '']);
      const held = results
        .flatMap((result) => result.stdout.split('\n'))
        .filter((line) => line.startsWith('held'))
        .map((line) => line.split(' ').slice(1).map(Number) as [number, number, number])
        .sort((a, b) => a[1] - b[1]);
      // Every round had a holder, and no two holders ever overlapped.
      expect(new Set(held.map(([round]) => round))).toEqual(new Set([0, 1, 2, 3, 4, 5]));
      for (let index = 1; index < held.length; index += 1) {
        expect(held[index]![1], `round ${held[index]![0]}`).toBeGreaterThanOrEqual(held[index - 1]![2]);
      }
      // The killed holder's leftovers went with the first takeover, and a released lock leaves nothing.
      expect(readdirSync(join(dir, 'lock'))).toEqual([]);
    } finally {
      killed.child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
