import { apiClient, type ApiClient } from '../../shared/api/client';
import type { components } from '../../shared/api/schema.gen';
import { unwrap } from '../../shared/api/unwrap';
import type { Verification } from './getVerification';
import { toFormData } from '../../shared/api/toFormData';

export type IndividualVerificationRequest = components['schemas']['IndividualVerificationRequest'];

/** POST /api/user/update (multipart): submits the individual form for review; throws ApiError. */
export async function submitIndividualVerification(
  body: IndividualVerificationRequest,
  client: ApiClient = apiClient,
): Promise<Verification> {
  return unwrap(await client.POST('/api/user/update', { body, bodySerializer: toFormData }));
}
