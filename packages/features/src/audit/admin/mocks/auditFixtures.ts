import type { components } from '../../../shared/api/schema.gen';
import { MOCK_ADMIN } from '../../../shared/mocks/adminFixtures';

type AuditEntry = components['schemas']['AuditEntry'];

export function buildAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 1,
    actor: MOCK_ADMIN,
    action: 'verification.approve',
    subject_type: 'verification',
    subject_id: '3',
    details: { user_id: 203, user_type: 'individual' },
    ip: '192.0.2.10',
    created_at: '2026-03-09T12:00:00+03:30',
    ...overrides,
  };
}

/**
 * 35 audit entries, newest first: decisions, price changes, and one action this client does not know
 * (shown raw).
 */
export function buildAuditLog(): AuditEntry[] {
  const newest = Date.parse('2026-03-09T16:45:00+03:30');
  return Array.from({ length: 35 }, (_, index) => {
    const id = 35 - index;
    const created_at = new Date(newest - index * 53 * 60_000).toISOString();
    if (index === 0) {
      return buildAuditEntry({
        id,
        created_at,
        action: 'market.price_set',
        subject_type: 'market',
        subject_id: 'USDT/IRT',
        details: {
          price_id: 2,
          old: { buy_price: '91800', sell_price: '91400' },
          new: { buy_price: '92000', sell_price: '91600' },
        },
      });
    }
    if (index === 1) {
      return buildAuditEntry({
        id,
        created_at,
        action: 'verification.reject',
        subject_id: '8',
        details: { user_id: 308, user_type: 'individual', reason: 'تصویر کارت ملی خوانا نیست.' },
      });
    }
    if (index === 2) {
      return buildAuditEntry({
        id,
        created_at,
        // An action this client has no words for (one a newer server may write): shown as written.
        action: 'desk.limits_update',
        subject_type: 'desk',
        subject_id: null,
        details: { old: { approval_limit: '500000000' }, new: { approval_limit: '750000000' } },
      });
    }
    if (index === 3) {
      return buildAuditEntry({
        id,
        created_at,
        actor: null,
        action: 'market.price_set',
        subject_type: 'market',
        subject_id: 'USDT/IRT',
        details: { old: null, new: { buy_price: '91800', sell_price: '91400' } },
        ip: null,
      });
    }
    return buildAuditEntry({
      id,
      created_at,
      subject_id: String(40 + index),
      details: { user_id: 140 + index, user_type: index % 5 === 4 ? 'legal' : 'individual' },
    });
  });
}
