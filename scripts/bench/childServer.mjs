import { spawn } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A port nothing listens on now, so a bench never collides with a dev server or another bench. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Starts `node <args>` and resolves once `readyUrl` answers with any status. Its output goes to a file, not
 * to a pipe this process would have to read while it runs the load; the file is shown when the child fails.
 */
export async function startChild({ name, args, cwd, env, readyUrl, timeoutMs = 120_000 }) {
  const logDir = mkdtempSync(join(tmpdir(), 'sarraf-bench-log-'));
  const logFile = join(logDir, 'output.log');
  const logFd = openSync(logFile, 'w');
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', logFd, logFd] });
  closeSync(logFd);
  let exitedWith;
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      exitedWith = signal ?? code;
      resolve();
    }),
  );
  const output = () => readFileSync(logFile, 'utf8').slice(-6000);
  const stop = async () => {
    if (exitedWith === undefined) {
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(logDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + timeoutMs;
  while (exitedWith === undefined && Date.now() < deadline) {
    try {
      await fetch(readyUrl);
      return { stop };
    } catch {
      await sleep(250);
    }
  }
  const why =
    exitedWith === undefined
      ? `did not answer at ${readyUrl} within ${timeoutMs / 1000} s`
      : `exited (${exitedWith}) before answering`;
  const shown = output();
  await stop();
  throw new Error(`${name} ${why}. Its output:\n${shown}`);
}
