import fp from 'fastify-plugin';
import { DomainError } from '../errors/DomainError.js';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined; // "null" (sandboxed frames, file://) and garbage count as foreign
  }
}

/**
 * Cross-site request defence for cookie sessions: a state-changing request must carry
 * `X-Requested-With: XMLHttpRequest` (a header a cross-site form cannot send, and a cross-site fetch cannot
 * send without a CORS preflight we never grant) and, when the browser names its `Origin`, come from ours.
 */
export const csrfPlugin = fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      if (!STATE_CHANGING.has(request.method)) return;
      const origin = request.headers.origin;
      if (origin !== undefined && hostOf(origin) !== request.headers.host) {
        throw new DomainError('forbidden', 'error.foreignOrigin');
      }
      if (request.headers['x-requested-with'] !== 'XMLHttpRequest') {
        throw new DomainError('forbidden', 'error.missingXhr');
      }
    });
  },
  { name: 'csrf', dependencies: ['locale'] },
);
