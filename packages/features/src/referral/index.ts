// The referral feature's public surface: the invite card (the app puts it on the profile), the details
// screen, their addresses and operations.
export { InviteCard } from './components/InviteCard';
export { ReferralDetailsScreen } from './screens/ReferralDetailsScreen';
export { referralPaths } from './paths';
export { getReferralSummary, referralSummaryQuery, type ReferralSummary } from './api/getReferralSummary';
export { listReferrals, referralsQuery, type Referral } from './api/listReferrals';
