import type { MessageKey } from '../i18n/messages.js';

/** A field message: a key, or a key with its placeholders (`{limit}`). */
export type FieldMessage = MessageKey | readonly [MessageKey, Record<string, string | number>];

/**
 * An expected failure with a status and translation keys; the central error handler turns it into the
 * `{message, errors}` body in the request's language.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly messageKey: MessageKey,
    /** Field name to message keys. */
    readonly fieldErrors?: Record<string, FieldMessage[]>,
    readonly params: Record<string, string | number> = {},
  ) {
    super(messageKey);
    this.name = 'HttpError';
  }
}
