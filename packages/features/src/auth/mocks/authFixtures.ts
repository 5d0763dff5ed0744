import { createChallenge } from 'altcha-lib/v1';
import type { components } from '../../shared/api/schema.gen';

type CaptchaChallenge = components['schemas']['CaptchaChallenge'];

/** Only the mocks sign challenges; it is not a secret of any real server. */
export const MOCK_CAPTCHA_HMAC_KEY = 'sarraf-mock-captcha';

/**
 * A real, solvable ALTCHA challenge with a tiny search space (maxnumber 50), so stories verify in a few
 * milliseconds while running the same solver as production.
 */
export async function buildCaptchaChallenge(maxnumber = 50): Promise<CaptchaChallenge> {
  const challenge = await createChallenge({ hmacKey: MOCK_CAPTCHA_HMAC_KEY, maxnumber });
  return { ...challenge, maxnumber };
}
