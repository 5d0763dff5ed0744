import { adminLiftTradingFreeze } from '../api/adminLiftTradingFreeze';
import { FreezeLiftCard } from './FreezeLiftCard';

/**
 * Stopped trading: once the desk has checked an account whose trading it stopped (AccountFreezeCard), the
 * operator lets the person trade again here, by the account's email, with a note of why (kept in the audit
 * log), after confirming in a dialog. A 409 ("not stopped") in the card's words: the server's message for it
 * speaks of withdrawals.
 */
export function TradingFreezeCard() {
  return <FreezeLiftCard words="tradingFreeze" lift={adminLiftTradingFreeze} wordsNotStopped />;
}
