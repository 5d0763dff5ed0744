// The auth feature's public surface: screens, state and operations the app and other code may use.
export { LoginScreen } from './screens/LoginScreen';
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
