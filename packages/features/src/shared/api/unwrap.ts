import { ApiError } from '../errors/ApiError';

interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** Turns an openapi-fetch result into the data, or throws the one typed ApiError. */
export function unwrap<T>(result: FetchResult<T>): T {
  if (!result.response.ok || result.data === undefined) {
    throw new ApiError(result.response.status, result.error, result.response.headers.get('Retry-After'));
  }
  return result.data;
}
