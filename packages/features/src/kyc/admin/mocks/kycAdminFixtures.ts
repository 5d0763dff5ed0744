import type { components } from '../../../shared/api/schema.gen';
import { buildUserRef } from '../../../shared/mocks/adminFixtures';

type Schemas = components['schemas'];
export type AdminVerification = Schemas['AdminVerification'];
type UploadedFile = Schemas['UploadedFile'];

/** A stored upload; served by GET /api/files/{id}. */
export function buildUploadedFile(overrides: Partial<UploadedFile> = {}): UploadedFile {
  const id = overrides.id ?? 101;
  return {
    id,
    field: 'national_card_front',
    original_name: 'national-card.png',
    content_type: 'image/png',
    size: 245_760,
    url: `/api/files/${id}`,
    created_at: '2026-03-01T09:55:00+03:30',
    ...overrides,
  };
}

/** An individual's submission under review, with the national card and the live video. */
export function buildAdminIndividualVerification(
  overrides: Partial<AdminVerification> = {},
): AdminVerification {
  const id = overrides.id ?? 12;
  return {
    id,
    user: buildUserRef(),
    user_type: 'individual',
    status: 'in_progress',
    reason: null,
    legal_step: 0,
    submitted_at: '2026-03-01T10:00:00+03:30',
    reviewed_at: null,
    individual: {
      first_name: 'سارا احمدی',
      national_code: '0012345679',
      birth_date: '1990-05-17',
      gender: 'female',
      mobile: '+989121234567',
    },
    legal: null,
    files: [
      buildUploadedFile({ id: id * 10 + 1 }),
      buildUploadedFile({
        id: id * 10 + 2,
        field: 'live_video',
        original_name: 'selfie-video.webm',
        content_type: 'video/webm',
        size: 8_912_896,
      }),
    ],
    ...overrides,
  };
}

/** A company's submission under review: two signature holders and the three documents. */
export function buildAdminLegalVerification(overrides: Partial<AdminVerification> = {}): AdminVerification {
  const id = overrides.id ?? 14;
  const file = (offset: number, field: string, original_name: string, content_type = 'application/pdf') =>
    buildUploadedFile({ id: id * 10 + offset, field, original_name, content_type, size: 1_572_864 });
  return {
    id,
    user: buildUserRef({ id: 14, email: 'finance@nemoone.example', name: null }),
    user_type: 'legal',
    status: 'in_progress',
    reason: null,
    legal_step: 3,
    submitted_at: '2026-03-02T14:20:00+03:30',
    reviewed_at: null,
    individual: null,
    legal: {
      company_name: 'بازرگانی نمونه',
      company_national_id: '10101234567',
      company_registration_number: '123456',
      address: 'تهران، خیابان آزادی، پلاک ۱۰، طبقهٔ دوم',
      signature_holders: [
        {
          name: 'علی رضایی',
          mobile: '+989121112233',
          national_id_file: file(
            1,
            'signature_holders[0][national_id_file]',
            'ali-national-id.jpg',
            'image/jpeg',
          ),
          birth_certificate_file: file(
            2,
            'signature_holders[0][birth_certificate_file]',
            'ali-birth-cert.pdf',
          ),
        },
        {
          name: 'مریم کاظمی',
          mobile: '+989354445566',
          national_id_file: file(3, 'signature_holders[1][national_id_file]', 'maryam-national-id.pdf'),
          birth_certificate_file: file(
            4,
            'signature_holders[1][birth_certificate_file]',
            'maryam-birth-cert.pdf',
          ),
        },
      ],
    },
    files: [
      file(5, 'board_changes_document', 'board-changes-1404.pdf'),
      file(6, 'signature_certificate', 'signature-certificate.pdf'),
      file(7, 'request_letter', 'request-letter.png', 'image/png'),
    ],
    ...overrides,
  };
}

/** A submission as the review queue lists it. */
export function toSummary(verification: AdminVerification): Schemas['AdminVerificationSummary'] {
  return {
    id: verification.id!,
    user: verification.user,
    user_type: verification.user_type!,
    status: verification.status,
    submitted_at: verification.submitted_at!,
  };
}

const PEOPLE = [
  ['رضا', 'کریمی'],
  ['نگار', 'موسوی'],
  ['حسین', 'جعفری'],
  ['الهام', 'صادقی'],
  ['مهدی', 'نوری'],
  ['زهرا', 'حسینی'],
  ['امیر', 'قاسمی'],
] as const;

/** Minutes after the first fixture submission, as an ISO time in Tehran. */
function minutesLater(minutes: number): string {
  const at = new Date(Date.parse('2026-03-01T10:00:00+03:30') + minutes * 60_000);
  return at.toISOString();
}

/**
 * The review desk the mock server starts with: 35 submissions in review (more than one page of 30), four
 * verified and two rejected. Ids 12 (a person) and 14 (a company) are the detailed ones the stories open.
 */
export function buildReviewDesk(): AdminVerification[] {
  const inReview = Array.from({ length: 35 }, (_, index): AdminVerification => {
    const id = 12 + index;
    if (id === 12) return buildAdminIndividualVerification();
    if (id === 14) return buildAdminLegalVerification({ submitted_at: minutesLater(index * 47) });
    const [first, last] = PEOPLE[index % PEOPLE.length]!;
    const isCompany = index % 5 === 4;
    const overrides: Partial<AdminVerification> = {
      id,
      submitted_at: minutesLater(index * 47),
      user: buildUserRef({
        id: 100 + id,
        email: `${isCompany ? 'office' : 'user'}${id}@example.com`,
        name: isCompany ? null : `${first} ${last}`,
      }),
    };
    return isCompany
      ? buildAdminLegalVerification(overrides)
      : buildAdminIndividualVerification({
          ...overrides,
          individual: { ...buildAdminIndividualVerification().individual!, first_name: `${first} ${last}` },
        });
  });
  const verified = [3, 4, 5, 6].map((id, index) =>
    buildAdminIndividualVerification({
      id,
      status: 'verified',
      submitted_at: minutesLater(-5000 + index * 90),
      reviewed_at: minutesLater(-4000 + index * 90),
      user: buildUserRef({ id: 200 + id, email: `verified${id}@example.com`, name: `کاربر تأییدشده ${id}` }),
    }),
  );
  const rejected = [7, 8].map((id, index) =>
    buildAdminIndividualVerification({
      id,
      status: 'not_verified',
      reason: 'تصویر کارت ملی خوانا نیست.',
      submitted_at: minutesLater(-3000 + index * 60),
      reviewed_at: minutesLater(-2000 + index * 60),
      user: buildUserRef({ id: 300 + id, email: `rejected${id}@example.com`, name: `کاربر ردشده ${id}` }),
    }),
  );
  return [...inReview, ...verified, ...rejected];
}
