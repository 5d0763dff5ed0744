import { ApiError } from '../../shared/errors/ApiError';

/**
 * A 204 answer's check: `unwrap` wants a body, and ending a session has none. Any other status is the one
 * typed ApiError. (The withdraw feature has the same check; a feature imports no other, and this belongs in
 * shared/api beside `unwrap` once someone may move both.)
 */
export function expectNoContent(result: { error?: unknown; response: Response }): void {
  const { response, error } = result;
  if (!response.ok) throw new ApiError(response.status, error, response.headers.get('Retry-After'));
}
