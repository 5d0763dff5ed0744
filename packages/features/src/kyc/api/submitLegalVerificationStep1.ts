import { apiClient, type ApiClient } from '../../shared/api/client';
import type { components } from '../../shared/api/schema.gen';
import { unwrap } from '../../shared/api/unwrap';
import type { Verification } from './getVerification';
import { toFormData } from '../../shared/api/toFormData';

export type LegalStep1Request = components['schemas']['LegalStep1Request'];

/** POST /api/user/update/legal/step1 (multipart): saves the company information; throws ApiError. */
export async function submitLegalVerificationStep1(
  body: LegalStep1Request,
  client: ApiClient = apiClient,
): Promise<Verification> {
  return unwrap(await client.POST('/api/user/update/legal/step1', { body, bodySerializer: toFormData }));
}
