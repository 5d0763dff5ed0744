import { apiClient, type ApiClient } from '../../shared/api/client';
import type { components } from '../../shared/api/schema.gen';
import { unwrap } from '../../shared/api/unwrap';
import type { AntiPhishingPhrase } from './getAntiPhishingPhrase';

export type AntiPhishingPhraseRequest = components['schemas']['AntiPhishingPhraseRequest'];

/**
 * PUT /api/user/anti-phishing-phrase: sets or replaces the phrase (`phrase`), or removes it (`null`), with
 * the authenticator app's current code; answers the state after the change. Throws ApiError: 422 a phrase
 * outside the rule (on `phrase`) or a missing, wrong or used code (on `totp_code`), 403 no app set up, 429
 * locked out after too many wrong codes.
 */
export async function setAntiPhishingPhrase(
  body: AntiPhishingPhraseRequest,
  client: ApiClient = apiClient,
): Promise<AntiPhishingPhrase> {
  return unwrap(await client.PUT('/api/user/anti-phishing-phrase', { body }));
}
