import { toErrorBody, type ErrorBody } from './ErrorBody';

/** A non-2xx answer of the API: the one typed error path of every operation. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ErrorBody;
  readonly retryAfterSeconds: number | undefined;

  constructor(status: number, body: unknown, retryAfter?: string | null) {
    const parsed = toErrorBody(body);
    super(parsed.message ?? `HTTP ${status}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = parsed;
    const seconds = retryAfter ? Number.parseInt(retryAfter, 10) : Number.NaN;
    this.retryAfterSeconds = Number.isFinite(seconds) ? seconds : undefined;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}
