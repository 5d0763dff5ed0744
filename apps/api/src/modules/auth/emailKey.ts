import type { FastifyRequest } from 'fastify';

/** A rate-limit key from the body's email (case and spaces ignored), per purpose. */
export function emailKey(prefix: string): (request: FastifyRequest) => string {
  return (request) => {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    return `${prefix}:${String(email ?? '')
      .trim()
      .toLowerCase()}`;
  };
}
