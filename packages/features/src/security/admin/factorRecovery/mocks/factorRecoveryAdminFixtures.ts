import type { components } from '../../../../shared/api/schema.gen';
import { buildUserRef } from '../../../../shared/mocks/adminFixtures';

type Schemas = components['schemas'];
export type AdminFactorRecovery = Schemas['AdminFactorRecovery'];
type UploadedFile = Schemas['UploadedFile'];

function file(id: number, overrides: Partial<UploadedFile>): UploadedFile {
  return {
    id,
    field: 'live_video',
    original_name: 'selfie.webm',
    content_type: 'video/webm',
    size: 7_340_032,
    url: `/api/files/${id}`,
    created_at: '2025-11-02T09:55:00+03:30',
    ...overrides,
  };
}

/** A waiting request: the new WebM video beside the verified card photo and verification video. */
export function buildAdminFactorRecovery(overrides: Partial<AdminFactorRecovery> = {}): AdminFactorRecovery {
  const id = overrides.id ?? 7;
  return {
    id,
    user: buildUserRef(),
    status: 'pending',
    created_at: '2026-03-09T18:20:00+03:30',
    note: 'گوشی‌ام دزدیده شد و کدهای بازیابی هم در آن بود.',
    live_video: file(id * 100 + 1, {
      original_name: 'new-selfie.webm',
      created_at: '2026-03-09T18:20:00+03:30',
    }),
    verified_files: [
      file(121, {
        field: 'national_card_front',
        original_name: 'national-card.png',
        content_type: 'image/png',
      }),
      file(122, {}),
    ],
    verified_at: '2025-11-03T12:00:00+03:30',
    decided_at: null,
    decided_by: null,
    decision_note: null,
    ...overrides,
  };
}

/** The desk's waiting requests: three people, oldest first. */
export function buildRecoveryDesk(): AdminFactorRecovery[] {
  return [
    buildAdminFactorRecovery(),
    buildAdminFactorRecovery({
      id: 8,
      user: buildUserRef({ id: 31, email: 'reza.karimi@example.com', name: 'رضا کریمی' }),
      created_at: '2026-03-10T08:05:00+03:30',
      note: null,
    }),
    buildAdminFactorRecovery({
      id: 9,
      user: buildUserRef({ id: 44, email: 'new.trader@example.com', name: null }),
      created_at: '2026-03-10T09:40:00+03:30',
      verified_files: [],
      verified_at: null,
    }),
  ];
}
