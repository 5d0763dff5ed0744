import { once } from 'node:events';
import { connect } from 'node:net';
import { setTimeout as delay } from 'node:timers/promises';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
  /** Body bytes the client had written when the answer began to arrive. */
  bodyBytesSent: number;
  /** Whether the server ended the connection after answering (within `closeWithinMs`). */
  closedByServer: boolean;
}

export interface RawRequest {
  port: number;
  path: string;
  headers: Record<string, string>;
  /** The body, sent slice by slice with a pause between slices, as a slow uplink would. */
  body: Buffer;
  /** Chunked transfer encoding: no Content-Length is announced. */
  chunked?: boolean;
  sliceBytes?: number;
  pauseMs?: number;
  /** Send only this many body bytes, then drop the connection (a client that gives up). */
  abortAfterBytes?: number;
  closeWithinMs?: number;
}

function parseAnswer(raw: Buffer): Omit<RawAnswer, 'bodyBytesSent' | 'closedByServer'> | undefined {
  const end = raw.indexOf('\r\n\r\n');
  if (end < 0) return undefined;
  const [statusLine = '', ...lines] = raw.subarray(0, end).toString('latin1').split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
    }),
  );
  const body = raw.subarray(end + 4);
  if (body.length < Number(headers['content-length'] ?? 0)) return undefined;
  return { status: Number(statusLine.split(' ')[1]), headers, body: body.toString('utf8') };
}

/**
 * One HTTP/1.1 request over a plain socket, its body streamed slowly, stopping as soon as an answer
 * arrives: what a browser does when a server answers an upload early. Resolves with the answer (or
 * undefined when the client aborted on purpose).
 */
export async function rawRequest(request: RawRequest): Promise<RawAnswer | undefined> {
  const { sliceBytes = 64 * 1024, pauseMs = 1, closeWithinMs = 2000 } = request;
  const socket = connect(request.port, '127.0.0.1');
  await once(socket, 'connect');
  socket.on('error', () => {}); // writing after the server closed resets the connection: expected
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  // The server's FIN: it will send nothing more on this connection.
  const ended = new Promise<void>((resolve) => socket.once('end', () => resolve()));
  let received = Buffer.alloc(0);
  let answered: (answer: NonNullable<ReturnType<typeof parseAnswer>>) => void = () => {};
  const answer = new Promise<NonNullable<ReturnType<typeof parseAnswer>>>((resolve) => (answered = resolve));
  let answerStarted = false;
  socket.on('data', (data: Buffer) => {
    answerStarted = true;
    received = Buffer.concat([received, data]);
    const parsed = parseAnswer(received);
    if (parsed) answered(parsed);
  });

  const headers: Record<string, string> = { host: '127.0.0.1', ...request.headers };
  if (request.chunked) headers['transfer-encoding'] = 'chunked';
  else headers['content-length'] ??= String(request.body.length);
  socket.write(
    `POST ${request.path} HTTP/1.1\r\n${Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('')}\r\n`,
  );
  const limit = request.abortAfterBytes ?? request.body.length;
  let sent = 0;
  while (sent < limit && !answerStarted && !socket.destroyed) {
    const slice = request.body.subarray(sent, Math.min(sent + sliceBytes, limit));
    const framed = request.chunked
      ? Buffer.concat([Buffer.from(`${slice.length.toString(16)}\r\n`), slice, Buffer.from('\r\n')])
      : slice;
    if (!socket.write(framed))
      await Promise.race([new Promise((resolve) => socket.once('drain', resolve)), closed]);
    sent += slice.length;
    await delay(pauseMs);
  }
  if (request.abortAfterBytes !== undefined) {
    socket.destroy();
    return undefined;
  }
  if (request.chunked && !answerStarted) socket.write('0\r\n\r\n');
  const parsed = await Promise.race([
    answer,
    closed.then(() => parseAnswer(received) ?? Promise.reject(new Error('closed without an answer'))),
  ]);
  const closedByServer = await Promise.race([
    Promise.race([ended, closed]).then(() => true),
    delay(closeWithinMs).then(() => false),
  ]);
  socket.destroy();
  return { ...parsed, bodyBytesSent: sent, closedByServer };
}
