import type { IncomingMessage } from 'node:http';
import type { onSendAsyncHookHandler } from 'fastify';

/** How long, and for how many bytes, a closing connection still takes in what the client sends. */
const LINGER_MS = 2000;
const LINGER_BYTES = 1024 * 1024;

/**
 * RFC 9112 section 9.6's staged close. Node ends a `Connection: close` answer with `socket.destroySoon()`:
 * closing a socket while the client's bytes are still arriving resets it (RST), and a client busy sending
 * may then lose the answer it has not read yet. Here the socket is half-closed instead (the answer, then
 * FIN), what still comes is read and dropped, and the socket is closed once the client closes its side or
 * the body ends, or after LINGER_MS or LINGER_BYTES: never the rest of an 80 MB body.
 */
function closeAfterLinger(request: IncomingMessage): void {
  const socket = request.socket;
  socket.destroySoon = () => {
    socket.end();
    let dropped = 0;
    const close = () => socket.destroy();
    const timer = setTimeout(close, LINGER_MS).unref();
    socket.once('close', () => clearTimeout(timer));
    socket.once('end', close);
    request.once('end', close);
    request.on('data', (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > LINGER_BYTES) close();
    });
  };
}

/**
 * An answer given to an upload before its body has fully arrived (a 413 at the limit, a 401 before reading,
 * a form refused half-way) closes the connection: otherwise Node would keep it open and take in the rest
 * of the body, up to the whole request's cap, only to throw it away.
 */
export const closeUnreadUpload: onSendAsyncHookHandler = async (request, reply, payload) => {
  const isUpload = /^multipart\//i.test(request.headers['content-type'] ?? '');
  // `complete` is the HTTP parser's "whole message received"; injected test requests do not have it.
  if (isUpload && request.raw.complete === false && !request.raw.socket.destroyed) {
    reply.header('connection', 'close');
    closeAfterLinger(request.raw);
  }
  return payload;
};
