import fp from 'fastify-plugin';
import type { Locale } from '../db/schema.js';
import { DEFAULT_LOCALE, localeFrom } from '../i18n/translate.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Language of this request's messages, from `X-Locale` (default fa). */
    locale: Locale;
  }
}

/** Reads `X-Locale` first thing, so even a request refused before routing is answered in its language. */
export const localePlugin = fp(
  async (app) => {
    app.decorateRequest('locale', DEFAULT_LOCALE);
    app.addHook('onRequest', async (request) => {
      request.locale = localeFrom(request.headers['x-locale']);
    });
  },
  { name: 'locale' },
);
