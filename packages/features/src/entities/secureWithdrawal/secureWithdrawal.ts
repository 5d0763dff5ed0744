import type { components } from '../../shared/api/schema.gen';

/**
 * Secure-withdrawal mode as it stands (`SecureWithdrawals`): `is_on` while it is in force, also while it is
 * ending; `ends_at` set once the owner turned it off (in force until then); `wait_hours` how long a new
 * destination waits, and how long turning it off takes.
 */
export type SecureWithdrawals = components['schemas']['SecureWithdrawals'];

/** Where the mode stands, as the profile says it: off, on, or on until `ends_at`. */
export type SecureWithdrawalsStage = 'off' | 'on' | 'ending';

export function stageOf(mode: SecureWithdrawals): SecureWithdrawalsStage {
  if (!mode.is_on) return 'off';
  return mode.ends_at ? 'ending' : 'on';
}
