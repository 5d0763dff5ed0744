import { adminLiftWithdrawalFreeze } from '../api/adminLiftWithdrawalFreeze';
import { FreezeLiftCard } from './FreezeLiftCard';

/**
 * Stopped withdrawals: an owner who pressed "this was not me" in a security mail (or the desk, with
 * AccountFreezeCard) stopped every withdrawal of their account. Once support has checked who they are, the
 * operator opens them again here, by the account's email, with a note of why (kept in the audit log), after
 * confirming in a dialog. A 409 ("not stopped") in the server's words.
 */
export function WithdrawalFreezeCard() {
  return <FreezeLiftCard words="withdrawalFreeze" lift={adminLiftWithdrawalFreeze} />;
}
