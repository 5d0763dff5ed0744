import type { components } from '../../shared/api/schema.gen';

type Verification = components['schemas']['Verification'];

/** A verification as GET /api/user/verification returns it; nothing submitted unless overridden. */
export function buildVerification(overrides: Partial<Verification> = {}): Verification {
  return {
    id: null,
    user_type: null,
    status: 'not_verified',
    reason: null,
    legal_step: 0,
    submitted_at: null,
    reviewed_at: null,
    individual: null,
    legal: null,
    files: [],
    ...overrides,
  };
}

/** An individual submission; `status` and `reason` say where review stands. */
export function buildIndividualVerification(overrides: Partial<Verification> = {}): Verification {
  return buildVerification({
    id: 7,
    user_type: 'individual',
    status: 'in_progress',
    submitted_at: '2026-03-01T10:00:00+03:30',
    individual: {
      first_name: 'سارا احمدی',
      national_code: '0012345679',
      birth_date: '1990-05-17',
      gender: 'female',
      mobile: '+989121234567',
    },
    ...overrides,
  });
}

/** A legal submission that reached `legal_step`. */
export function buildLegalVerification(
  legalStep: number,
  overrides: Partial<Verification> = {},
): Verification {
  return buildVerification({
    id: 9,
    user_type: 'legal',
    status: legalStep >= 3 ? 'in_progress' : 'not_verified',
    legal_step: legalStep,
    legal: {
      company_name: 'صرافی نمونه',
      company_national_id: '10101234567',
      company_registration_number: '123456',
      address: 'تهران، خیابان آزادی، پلاک ۱۰',
      signature_holders: [],
    },
    ...overrides,
  });
}
