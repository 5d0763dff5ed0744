import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync } from 'node:fs';
import { readdir, rm, writeFile } from 'node:fs/promises';
import { connect, createServer, type Server } from 'node:net';
import { join, relative, sep } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * One process at a time on a DATA_DIR: its embedded database (PGlite) is a single PostgreSQL session over
 * plain files, and two of them writing the same files would corrupt it.
 *
 * Why a listening Unix socket and not a lock file: the lock must go away by itself when its process dies,
 * even by SIGKILL, with nobody deleting files.
 * - proper-lockfile (and `lockfile`) decide that a lock is stale when its mtime stops moving. PGlite runs
 *   inside our event loop and blocks it for seconds (8 s for a first start measured on this project's
 *   machines, longer under load), so the heartbeat misses and a live server looks dead; a threshold long
 *   enough to be safe makes every restart after a crash wait for it.
 * - flock/fcntl are the right primitive but Node has no binding for them; fs-ext and os-lock are native
 *   addons compiled at install time (a C toolchain on every machine that installs the server).
 * - A listening socket is one the kernel tears down when its process ends, however it ends: connecting to
 *   a live one succeeds (the kernel queues the connection even while our event loop is busy), to the file
 *   a dead process left answers ECONNREFUSED. The file itself is then litter, removed by the next holder.
 *
 * Taking the lock without a race: each process first listens on its own socket (a unique name, so binding
 * never collides), then looks at every other socket in the folder, and steps back if any of them is alive.
 * Of two processes starting together the later to listen always sees the earlier, so at most one goes on;
 * when all stepped back they try again after a random pause, and anyone finding a holder gives up at once.
 * Sockets are reached across containers that share the folder, not across machines: keep DATA_DIR on a
 * local disk, as PGlite needs anyway. (POSIX only: Windows would need a named pipe instead.)
 */
const LOCK_FOLDER = 'lock';
const SOCKET = '.sock';
/** Written next to its socket by the process that got the folder, so others give up without retrying. */
const HELD = '.held';
/** sun_path holds 104 bytes on macOS and 108 on Linux, the final NUL included. */
const MAX_SOCKET_PATH = 103;
/** Only processes starting together retry; a running holder is answered at once. */
const MAX_ATTEMPTS = 10;

export interface DataDirLock {
  /** Stops holding the folder (the server does this on a clean shutdown; death does it otherwise). */
  release(): Promise<void>;
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    /** Process ids of the holders, as their socket names give them (same machine only). */
    readonly holders: string[],
  ) {
    super(`${dataDir} is in use by another process (pid ${holders.join(', ')})`);
  }
}

/** A socket path short enough to bind: absolute, or relative to the working directory when that is shorter. */
function socketPath(absolute: string): string {
  const fromCwd = `.${sep}${relative(process.cwd(), absolute)}`;
  const path = Buffer.byteLength(fromCwd) < Buffer.byteLength(absolute) ? fromCwd : absolute;
  if (Buffer.byteLength(path) > MAX_SOCKET_PATH) {
    throw new Error(`The lock socket ${absolute} is too long a path: use a shorter DATA_DIR`);
  }
  return path;
}

function listen(path: string): Promise<Server> {
  // Probes are answered by the kernel before this handler runs; closing them is all that is left to do.
  const server = createServer((socket) => socket.destroy());
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => {
      server.off('error', reject);
      // The lock must never be what keeps a finished command alive.
      server.unref();
      resolve(server);
    });
  });
}

/** True unless the socket is certainly dead (refused, or gone): when unsure, another process holds it. */
function isAlive(path: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = connect({ path: socketPath(path) });
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', (error: NodeJS.ErrnoException) => {
      resolve(error.code !== 'ECONNREFUSED' && error.code !== 'ENOENT');
    });
  });
}

const close = (server: Server): Promise<void> => new Promise((resolve) => server.close(() => resolve()));

type Attempt = { lock: DataDirLock } | { lock?: undefined; holders: string[]; held: boolean };

async function attempt(folder: string): Promise<Attempt> {
  const id = `${process.pid}-${randomBytes(4).toString('hex')}`;
  const server = await listen(socketPath(join(folder, `${id}${SOCKET}`)));
  const entries = (await readdir(folder)).filter((name) => !name.startsWith(id));
  const sockets = entries.filter((name) => name.endsWith(SOCKET));
  const alive = await Promise.all(sockets.map((name) => isAlive(join(folder, name))));
  const live = sockets.filter((_, index) => alive[index]).map((name) => name.slice(0, -SOCKET.length));
  if (live.length > 0) {
    await close(server);
    return {
      holders: live.map((other) => other.split('-')[0] ?? '?'),
      held: live.some((other) => entries.includes(`${other}${HELD}`)),
    };
  }
  const marker = join(folder, `${id}${HELD}`);
  await writeFile(marker, '');
  // Ours now: what dead processes left is litter. (One still starting that looked dead will see us when it
  // looks, and give up.)
  const litter = [
    ...sockets.filter((_, index) => !alive[index]),
    ...entries.filter((name) => name.endsWith(HELD)),
  ];
  await Promise.all(litter.map((name) => rm(join(folder, name), { force: true })));
  return {
    lock: {
      release: async () => {
        await close(server);
        await rm(marker, { force: true });
      },
    },
  };
}

/**
 * Takes the folder for this process, or throws DataDirInUseError having changed nothing but its own
 * announcement (removed again). Also makes DATA_DIR owner-only: it holds the database, secrets and uploads.
 */
export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
  const folder = join(dataDir, LOCK_FOLDER);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  for (let attempts = 1; ; attempts += 1) {
    const result = await attempt(folder);
    if (result.lock) return result.lock;
    if (result.held || attempts === MAX_ATTEMPTS) throw new DataDirInUseError(dataDir, result.holders);
    // Processes that started together all stepped back: a random pause lets one of them go first.
    await sleep(20 + Math.random() * 180);
  }
}

/**
 * lockDataDir for a command line: when another process holds the folder, prints what to do and exits with
 * status 1 before anything is opened or written.
 */
export async function lockDataDirOrExit(dataDir: string, advice: string): Promise<DataDirLock> {
  try {
    return await lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(
      `Another Sarraf process (pid ${error.holders.join(', ')}) is using the data folder ${dataDir}: ` +
        `its embedded database allows one process at a time. ${advice}`,
    );
    process.exit(1);
  }
}
