import { apiClient, type ApiClient } from '../../shared/api/client';
import type { components } from '../../shared/api/schema.gen';
import { toFormData } from '../../shared/api/toFormData';
import { unwrap } from '../../shared/api/unwrap';

export type FactorRecoveryRequestForm = components['schemas']['FactorRecoveryRequestForm'];
export type FactorRecoveryRequestSent = components['schemas']['FactorRecoveryRequestSent'];

/**
 * POST /api/auth/login/factor-recovery (multipart): from the login's second step, asks the desk to replace a
 * lost authenticator app with a new live video. Throws ApiError: 409 the step ran out or a request already
 * waits, 422 the video (or the note) refused, 413 too large, 429 too many tries.
 */
export async function requestFactorRecovery(
  body: FactorRecoveryRequestForm,
  client: ApiClient = apiClient,
): Promise<FactorRecoveryRequestSent> {
  return unwrap(await client.POST('/api/auth/login/factor-recovery', { body, bodySerializer: toFormData }));
}
