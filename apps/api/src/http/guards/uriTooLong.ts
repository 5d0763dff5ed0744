import fp from 'fastify-plugin';
import { t } from '../../i18n/translate.js';
import { sendError } from '../errorHandler.js';

/** Longer than any URL the web app builds, and than what common proxies and browsers pass on. */
export const MAX_URL_LENGTH = 2048;

/**
 * A URL over the limit is refused with 414 before routing, access checks or parsing look at it: nothing
 * legitimate is that long, and every later step would otherwise spend work on it.
 */
export const uriTooLongGuard = fp<{ maxLength?: number }>(
  async (app, { maxLength = MAX_URL_LENGTH }) => {
    app.addHook('onRequest', async (request, reply) => {
      if (request.url.length <= maxLength) return;
      return sendError(reply, 414, { message: t(request.locale, 'error.uriTooLong') });
    });
  },
  { name: 'guard:uri-too-long', dependencies: ['locale', 'errors'] },
);
