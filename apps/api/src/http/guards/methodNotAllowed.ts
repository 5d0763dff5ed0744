import fp from 'fastify-plugin';
import { t } from '../../i18n/translate.js';
import { sendError } from '../errorHandler.js';
import type { ContractPaths } from './contractPaths.js';

/**
 * A request that matches no route but names a path of the contract used with another method is a 405 with
 * `Allow` (RFC 9110 15.5.6), not a 404: the resource exists. It runs as an onRequest hook of the not-found
 * route, so the not-found handler (the JSON 404, or the web app's fallback) still answers everything else.
 */
export const methodNotAllowedGuard = fp<{ paths: ContractPaths }>(
  async (app, { paths }) => {
    app.addHook('onRequest', async (request, reply) => {
      if (!request.is404) return;
      const allowed = paths.allowedMethods(request.url.split('?')[0] ?? '');
      if (allowed.length === 0 || allowed.includes(request.method)) return;
      reply.header('allow', allowed.join(', '));
      return sendError(reply, 405, { message: t(request.locale, 'error.methodNotAllowed') });
    });
  },
  { name: 'guard:method-not-allowed', dependencies: ['locale', 'errors'] },
);
