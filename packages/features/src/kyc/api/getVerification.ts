import { apiClient, type ApiClient } from '../../shared/api/client';
import type { components } from '../../shared/api/schema.gen';
import { unwrap } from '../../shared/api/unwrap';

export type Verification = components['schemas']['Verification'];
export type VerificationStatus = components['schemas']['VerificationStatus'];

/** GET /api/user/verification: the current submission, its status and the legal step reached. */
export async function getVerification(client: ApiClient = apiClient): Promise<Verification> {
  return unwrap(await client.GET('/api/user/verification'));
}
