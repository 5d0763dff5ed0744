import { defineModule } from '../../http/modules.js';
import { getReferralSummary } from './getReferralSummary.js';
import { listReferrals } from './listReferrals.js';

/**
 * referral: what a person earns from the trading fees of the people they invited. Owns `referral_rewards`
 * (migrations/0015_referral.sql); the reward moves through the ledger inside the filling order's own
 * transaction (`rewardReferrer`, called by trade).
 */
export const referralModule = defineModule(
  'referral',
  () => ({ operations: { getReferralSummary, listReferrals } }),
  ['users', 'settings'],
);

export { rewardReferrer, type FilledOrder } from './rewardReferrer.js';
