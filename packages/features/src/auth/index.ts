// The auth feature's public surface: screens, state and operations the app and other code may use.
export { LoginScreen } from './screens/LoginScreen';
export { SignUpScreen } from './screens/SignUpScreen';
export { SignUpOtpScreen, type SignUpOtpScreenProps } from './screens/SignUpOtpScreen';
export { PasswordSetScreen } from './screens/PasswordSetScreen';
export { ForgotPasswordEmailScreen } from './screens/ForgotPasswordEmailScreen';
export { ForgotPasswordScreen, type ForgotPasswordScreenProps } from './screens/ForgotPasswordScreen';
export { FreezeWithdrawalsScreen } from './screens/FreezeWithdrawalsScreen';
export { CaptchaCheck, type CaptchaCheckProps, type CaptchaState } from './components/CaptchaCheck';
// The signed-in user is the session's, shared by every feature: see shared/session (useCurrentUser,
// useLogout, currentUserQuery). Re-exported here for code that thinks of it as auth's.
export { getUser, type User } from '../shared/session/getUser';
export { useCurrentUser } from '../shared/session/useCurrentUser';
export { useLogout } from '../shared/session/useLogout';
export { login, type LoginRequest, type Redirect } from './api/login';
export { logout } from '../shared/session/logout';
export { getCaptchaChallenge, type CaptchaChallenge } from './api/getCaptchaChallenge';
export { sendSignUpOtp, type SignUpOtpRequest, type OtpSent } from './api/sendSignUpOtp';
export { verifySignUpOtp, type VerifyOtpRequest } from './api/verifySignUpOtp';
export { setPassword, type PasswordSetRequest } from './api/setPassword';
export { sendForgotPasswordCode, type ForgotPasswordCodeRequest } from './api/sendForgotPasswordCode';
export { resetForgottenPassword, type ResetPasswordRequest } from './api/resetForgottenPassword';
export {
  freezeWithdrawals,
  type FreezeWithdrawalsRequest,
  type WithdrawalsFrozen,
} from './api/freezeWithdrawals';
