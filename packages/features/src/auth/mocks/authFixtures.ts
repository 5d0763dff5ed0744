import { createChallenge } from 'altcha-lib/v1';
import type { components } from '../../shared/api/schema.gen';

type User = components['schemas']['User'];
type CaptchaChallenge = components['schemas']['CaptchaChallenge'];

/** A signed-in user as GET /api/user returns it. */
export function buildUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    email: 'sara@example.com',
    name: null,
    role: 'user',
    locale: 'fa',
    verification_status: 'not_verified',
    verification_reason: null,
    user_type: null,
    has_password: true,
    referral_code: 'SARA2024',
    created_at: '2024-03-20T10:00:00+03:30',
    ...overrides,
  };
}

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
