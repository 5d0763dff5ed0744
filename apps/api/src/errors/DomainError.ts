import type { MessageKey } from '../i18n/messages.js';

/** A field message: a key, or a key with its placeholders (`{limit}`). */
export type FieldMessage = MessageKey | readonly [MessageKey, Record<string, string | number>];

/**
 * What went wrong, in the domain's words. The HTTP status is chosen in one place (`errors/httpStatus.ts`),
 * so services never speak HTTP.
 */
export type ErrorKind =
  | 'badRequest'
  | 'unauthenticated'
  | 'forbidden'
  | 'notFound'
  | 'conflict'
  | 'payloadTooLarge'
  | 'unsupportedMediaType'
  | 'validation'
  | 'rateLimited'
  | 'notImplemented'
  | 'unavailable';

export interface DomainErrorDetails {
  /** Field name to message keys (a 422's `errors`). */
  fields?: Record<string, FieldMessage[]>;
  /** Placeholders of the message. */
  params?: Record<string, string | number>;
  /** Seconds after which trying again can succeed (`Retry-After`). */
  retryAfterSeconds?: number;
}

/**
 * An expected failure: a kind and translation keys. The central error handler turns it into the
 * `{message, errors}` body in the request's language.
 */
export class DomainError extends Error {
  readonly fields: Record<string, FieldMessage[]> | undefined;
  readonly params: Record<string, string | number>;
  readonly retryAfterSeconds: number | undefined;

  constructor(
    readonly kind: ErrorKind,
    readonly messageKey: MessageKey,
    details: DomainErrorDetails = {},
  ) {
    super(messageKey);
    this.name = 'DomainError';
    this.fields = details.fields;
    this.params = details.params ?? {};
    this.retryAfterSeconds = details.retryAfterSeconds;
  }
}

/** A 422 naming one field with one message (the message doubles as the summary). */
export function invalidField(field: string, key: MessageKey, params?: Record<string, string | number>) {
  return new DomainError('validation', key, { fields: { [field]: [params ? [key, params] : key] }, params });
}

/** A 422 for several fields at once (the summary is the generic "not valid"). */
export function invalidFields(fields: Record<string, FieldMessage[]>): DomainError {
  return new DomainError('validation', 'error.validation', { fields });
}
