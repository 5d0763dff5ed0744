import type { MessageKey } from '../i18n/messages.js';

/**
 * An expected failure with a status and translation keys; the central error handler turns it into the
 * `{message, errors}` body in the request's language.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: MessageKey,
    /** Field name to message keys. */
    readonly fieldErrors?: Record<string, MessageKey[]>,
    readonly params: Record<string, string | number> = {},
  ) {
    super(messageKey);
    this.name = 'HttpError';
  }
}
