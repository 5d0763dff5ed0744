import type { components } from '../../generated/schema.gen.js';
import type { ReferralRow } from './referralRepository.js';

/**
 * `sara@example.com` -> `sa***@example.com`: enough for the referrer to recognise whom they invited, not
 * the address itself. A local part of two characters or fewer keeps only its first.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = [...(at > 0 ? email.slice(0, at) : email)];
  const shown = local.slice(0, local.length > 2 ? 2 : 1).join('');
  return `${shown}***${at > 0 ? email.slice(at) : ''}`;
}

export function presentReferral(row: ReferralRow): components['schemas']['Referral'] {
  return {
    id: Number(row.id),
    name: maskEmail(row.email),
    joined_at: row.joinedAt.toISOString(),
    earned_amount: row.earned,
    is_active: row.active,
  };
}
