import type { components } from '../api/schema.gen';

type User = components['schemas']['User'];

/** A signed-in user as GET /api/user returns it; not verified unless overridden. */
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
    must_change_password: false,
    referral_code: 'SARA2024',
    created_at: '2024-03-20T10:00:00+03:30',
    ...overrides,
  };
}
