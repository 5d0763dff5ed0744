// The auth feature's public surface: screens, state and operations the app and other code may use.
export { LoginScreen } from './screens/LoginScreen';
export { SignUpScreen } from './screens/SignUpScreen';
export { SignUpOtpScreen, type SignUpOtpScreenProps } from './screens/SignUpOtpScreen';
export { PasswordSetScreen } from './screens/PasswordSetScreen';
export { ForgotPasswordEmailScreen } from './screens/ForgotPasswordEmailScreen';
export { ForgotPasswordScreen, type ForgotPasswordScreenProps } from './screens/ForgotPasswordScreen';
export { CaptchaCheck, type CaptchaCheckProps, type CaptchaState } from './components/CaptchaCheck';
export {
  currentUserAtom,
  userLoadedAtom,
  isSignedInAtom,
  refreshUserAtom,
  logoutAtom,
  type LogoutResult,
} from './state/authAtoms';
export { getUser, type User } from './api/getUser';
export { login, type LoginRequest, type Redirect } from './api/login';
export { logout } from './api/logout';
export { getCaptchaChallenge, type CaptchaChallenge } from './api/getCaptchaChallenge';
export { sendSignUpOtp, type SignUpOtpRequest, type OtpSent } from './api/sendSignUpOtp';
export { verifySignUpOtp, type VerifyOtpRequest } from './api/verifySignUpOtp';
export { setPassword, type PasswordSetRequest } from './api/setPassword';
export { sendForgotPasswordCode, type ForgotPasswordCodeRequest } from './api/sendForgotPasswordCode';
export { resetForgottenPassword, type ResetPasswordRequest } from './api/resetForgottenPassword';
