import type { RecoveryCodes } from '../api/confirmTotpEnrolment';
import type { TotpEnrolment } from '../api/startTotpEnrolment';

/** The account's password in the mocks: anything else is wrong. */
export const MOCK_PASSWORD = 'Saffron-1403';

/** The key the mock server hands out (base32, 20 bytes as the server makes them: 32 characters). */
export const MOCK_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** The code the mocked authenticator app shows for that key; any other is wrong. */
export const MOCK_FIRST_CODE = '123456';

/** What POST /api/user/second-factor/totp answers: the key and its otpauth URI, as the server builds it. */
export function buildTotpEnrolment(overrides: Partial<TotpEnrolment> = {}): TotpEnrolment {
  return {
    secret: MOCK_TOTP_SECRET,
    otpauth_uri: `otpauth://totp/Sarraf:sara%40example.com?secret=${MOCK_TOTP_SECRET}&issuer=Sarraf&algorithm=SHA1&digits=6&period=30`,
    ...overrides,
  };
}

/** Ten recovery codes in the server's form (Crockford base32, three groups of four). */
export const MOCK_RECOVERY_CODES = [
  '7KQ2-M9XD-4TPA',
  'Q4ZD-28HM-VWXR',
  'B1NF-6JKC-3S0E',
  'X8TW-PY5G-2DRM',
  'H3CV-0QAZ-9NKB',
  'M6EJ-T4WR-1FXP',
  'R0GS-8BYD-5HQC',
  'D2PK-V7MN-6ZAT',
  'W9FX-3EGJ-0KRS',
  'N5TB-1CHQ-8YVW',
] as const;

/** What POST /api/user/second-factor/totp/confirm answers. */
export function buildRecoveryCodes(): RecoveryCodes {
  return { recovery_codes: [...MOCK_RECOVERY_CODES] };
}
