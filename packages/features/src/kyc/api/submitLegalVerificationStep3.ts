import { apiClient, type ApiClient } from '../../shared/api/client';
import type { components } from '../../shared/api/schema.gen';
import { unwrap } from '../../shared/api/unwrap';
import type { Verification } from './getVerification';
import { toFormData } from '../../shared/api/toFormData';

export type LegalStep3Request = components['schemas']['LegalStep3Request'];

/** POST /api/user/update/legal/step3 (multipart): the company documents; submits for review. */
export async function submitLegalVerificationStep3(
  body: LegalStep3Request,
  client: ApiClient = apiClient,
): Promise<Verification> {
  return unwrap(await client.POST('/api/user/update/legal/step3', { body, bodySerializer: toFormData }));
}
