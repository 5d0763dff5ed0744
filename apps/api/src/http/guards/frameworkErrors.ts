import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { MessageKey } from '../../i18n/messages.js';
import { localeFrom, t } from '../../i18n/translate.js';
import { sendError } from '../errorHandler.js';

const REFUSALS: Record<string, { status: number; key: MessageKey }> = {
  // `%ZZ` or a lone `%` in the path: the URL cannot even be decoded.
  FST_ERR_BAD_URL: { status: 400, key: 'error.badRequest' },
  // A path parameter over the router's `maxParamLength`.
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, key: 'error.uriTooLong' },
};

/**
 * Fastify's `frameworkErrors` option: what the router refuses before any hook runs (so before the locale
 * plugin: the language is read from `X-Locale` here) otherwise leaves in Fastify's own body, with the raw
 * path echoed back. Pass it to `Fastify({ frameworkErrors })`.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const locale = localeFrom(request.headers['x-locale']);
  const refusal = REFUSALS[error.code];
  if (!refusal) {
    request.log.error({ err: error }, 'router error');
    sendError(reply, 500, { message: t(locale, 'error.internal') });
    return;
  }
  sendError(reply, refusal.status, { message: t(locale, refusal.key) });
}
