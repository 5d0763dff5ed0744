// The back office's account-security screens (`@sarraf/features/security/admin`): loaded only by the web
// app's admin routes, never by the trader's `@sarraf/features/security`.
export { AdminFactorRecoveriesScreen } from './factorRecovery/screens/AdminFactorRecoveriesScreen';
export { AdminFactorRecoveryScreen } from './factorRecovery/screens/AdminFactorRecoveryScreen';
