import type { ErrorKind } from './DomainError.js';

/** The one mapping from a domain error's kind to an HTTP status. */
export const HTTP_STATUS: Record<ErrorKind, number> = {
  badRequest: 400,
  unauthenticated: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  validation: 422,
  rateLimited: 429,
  notImplemented: 501,
  unavailable: 503,
};
