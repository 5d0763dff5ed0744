import { apiClient, type ApiClient } from '../../shared/api/client';
import type { components } from '../../shared/api/schema.gen';
import { unwrap } from '../../shared/api/unwrap';
import type { Verification } from './getVerification';
import { toFormData } from '../../shared/api/toFormData';

export type LegalStep2Request = components['schemas']['LegalStep2Request'];
export type SignatureHolderInput = components['schemas']['SignatureHolderInput'];

/** POST /api/user/update/legal/step2 (multipart, bracket names): replaces the signature holders. */
export async function submitLegalVerificationStep2(
  body: LegalStep2Request,
  client: ApiClient = apiClient,
): Promise<Verification> {
  return unwrap(await client.POST('/api/user/update/legal/step2', { body, bodySerializer: toFormData }));
}
