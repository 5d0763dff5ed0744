import { apiClient, type ApiClient } from '../../shared/api/client';
import type { components } from '../../shared/api/schema.gen';
import { unwrap } from '../../shared/api/unwrap';

export type CaptchaChallenge = components['schemas']['CaptchaChallenge'];

/** GET /api/captcha/challenge: a fresh ALTCHA proof-of-work challenge. */
export async function getCaptchaChallenge(client: ApiClient = apiClient): Promise<CaptchaChallenge> {
  return unwrap(await client.GET('/api/captcha/challenge'));
}
