// The limits feature's public surface: the card of the person's limits (the app puts it on the profile) and
// its operation.
export { MyLimitsCard } from './components/MyLimitsCard';
export { getMyLimits, myLimitsQuery, type PersonLimit } from './api/getMyLimits';
