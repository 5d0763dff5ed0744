import { ApiError } from '../../shared/errors/ApiError';

/**
 * A 204 answer's check: `unwrap` wants a body, and a deletion has none. Any other status is the one typed
 * ApiError.
 */
export function expectNoContent(result: { error?: unknown; response: Response }): void {
  const { response, error } = result;
  if (!response.ok) throw new ApiError(response.status, error, response.headers.get('Retry-After'));
}
