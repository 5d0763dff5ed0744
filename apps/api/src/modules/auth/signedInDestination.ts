import { appPaths } from '@sarraf/routes';
import type { UserRow } from '../users/index.js';

/**
 * Where a login ends: setting a password first for a one-time one, the back office (or, for an operator
 * without an authenticator app, the profile that sets one up: the back office refuses them until then), or
 * the wallet.
 */
export function signedInDestination(
  user: Pick<UserRow, 'must_change_password' | 'role'>,
  { hasSecondFactor }: { hasSecondFactor: boolean },
): string {
  if (user.must_change_password) return appPaths.passwordSet;
  if (user.role !== 'admin') return appPaths.panel;
  return hasSecondFactor ? appPaths.adminHome : appPaths.profile;
}
