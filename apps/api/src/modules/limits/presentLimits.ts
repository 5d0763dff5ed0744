import type { components } from '../../generated/schema.gen.js';
import type { LimitState } from './personLimits.js';

type PersonLimit = components['schemas']['PersonLimit'];
type AdminPersonLimit = components['schemas']['AdminPersonLimits']['data'][number];

export function presentLimit(state: LimitState): PersonLimit {
  return {
    kind: state.kind,
    currency: state.currency,
    daily: state.daily,
    monthly: state.monthly,
    used_today: state.usedToday,
    used_this_month: state.usedThisMonth,
    remaining_today: state.remainingToday,
    remaining_this_month: state.remainingThisMonth,
    day_resets_at: state.dayResetsAt.toISOString(),
    month_resets_at: state.monthResetsAt.toISOString(),
    own: state.own !== null,
  };
}

/** The same for an operator, with why and when the person's own amounts were set. */
export function presentAdminLimit(state: LimitState): AdminPersonLimit {
  return {
    ...presentLimit(state),
    override_note: state.own?.note ?? null,
    override_set_at: state.own?.set_at.toISOString() ?? null,
  };
}
