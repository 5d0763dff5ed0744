import type { IncomingMessage } from 'node:http';
import { DomainError } from '../../errors/DomainError.js';

function requestTooLarge(): DomainError {
  return new DomainError('payloadTooLarge', 'error.payloadTooLarge');
}

/** A body that announces more than the cap is refused before a byte of it is read. */
export function assertDeclaredLength(raw: IncomingMessage, maxBytes: number): void {
  const declared = Number(raw.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) throw requestTooLarge();
}

export interface RequestByteWatch {
  /** Rejects with a 413 the moment the body passes the cap; never resolves. */
  exceeded: Promise<never>;
  /** Stops counting (the form has been read). */
  stop: () => void;
}

/**
 * Counts the body's bytes as they arrive, whether or not a length was announced (chunked bodies announce
 * none). Past `maxBytes` the body stops being read: it is unhooked from its parser and paused, and the
 * caller answers 413 and closes the connection instead of taking in the rest.
 *
 * Call it in the same tick as the parser is piped to `raw`: a 'data' listener makes the stream flow from
 * the next tick on, and every listener present then sees every chunk.
 */
export function watchRequestBytes(raw: IncomingMessage, maxBytes: number): RequestByteWatch {
  let seen = 0;
  let fail: (error: DomainError) => void = () => {};
  const exceeded = new Promise<never>((_resolve, reject) => {
    fail = reject;
  });
  // Raced against the parser; a cap never crossed is never awaited alone.
  exceeded.catch(() => {});
  const count = (chunk: Buffer) => {
    seen += chunk.length;
    if (seen <= maxBytes) return;
    raw.removeListener('data', count);
    raw.unpipe();
    raw.pause();
    fail(requestTooLarge());
  };
  raw.on('data', count);
  return { exceeded, stop: () => raw.removeListener('data', count) };
}
