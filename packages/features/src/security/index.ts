// The account's security feature's public surface: the authenticator app (two-step sign-in), secure
// withdrawals, the anti-phishing phrase, where the person is signed in, and their recent sign-ins.
export { SecondFactorCard } from './components/SecondFactorCard';
export { PasskeysCard } from './components/PasskeysCard';
export { SecureWithdrawalsCard } from './components/SecureWithdrawalsCard';
export { setSecureWithdrawals, type SecureWithdrawalsRequest } from './api/setSecureWithdrawals';
export { AntiPhishingCard } from './components/AntiPhishingCard';
export {
  antiPhishingPhraseQuery,
  getAntiPhishingPhrase,
  type AntiPhishingPhrase,
} from './api/getAntiPhishingPhrase';
export { setAntiPhishingPhrase, type AntiPhishingPhraseRequest } from './api/setAntiPhishingPhrase';
export { SessionsCard } from './components/SessionsCard';
export { LoginHistoryCard } from './components/LoginHistoryCard';
export { TotpEnrolmentDialog, type TotpEnrolmentDialogProps } from './components/TotpEnrolmentDialog';
export { startTotpEnrolment, type TotpEnrolment } from './api/startTotpEnrolment';
export { confirmTotpEnrolment, type RecoveryCodes } from './api/confirmTotpEnrolment';
export { listSessions, sessionsQuery, type SessionSummary } from './api/listSessions';
export { endSession } from './api/endSession';
export { endOtherSessions } from './api/endOtherSessions';
export { getLoginHistory, loginHistoryQuery, type LoginEvent } from './api/getLoginHistory';
