import type { components } from '../../generated/schema.gen.js';
import type { UserRow } from './usersRepository.js';

/** The contract's `User`: the row without secrets, with `has_password` instead of the hash. */
export function presentUser(user: UserRow): components['schemas']['User'] {
  return {
    id: Number(user.id),
    email: user.email,
    name: user.name,
    role: user.role,
    locale: user.locale,
    verification_status: user.verification_status,
    verification_reason: user.verification_reason,
    user_type: user.user_type,
    has_password: user.password_hash !== null,
    must_change_password: user.must_change_password,
    referral_code: user.referral_code,
    created_at: user.created_at.toISOString(),
  };
}
