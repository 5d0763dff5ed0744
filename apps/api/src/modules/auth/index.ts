import { defineModule } from '../../http/modules.js';
import { adminFreezeAccount, adminLiftTradingFreeze } from './adminFreezeAccount.js';
import { adminLiftWithdrawalFreeze } from './adminLiftWithdrawalFreeze.js';
import { getAntiPhishingPhrase, setAntiPhishingPhrase } from './antiPhishing/antiPhishingHandlers.js';
import { factorRecoveryOperations } from './factorRecovery/index.js';
import { freezeWithdrawals } from './freezeWithdrawals.js';
import { getSecureWithdrawals, setSecureWithdrawals } from './secureWithdrawals/secureWithdrawalHandlers.js';
import { getCaptchaChallenge } from './getCaptchaChallenge.js';
import { login } from './login.js';
import { loginSecondFactor } from './loginSecondFactor.js';
import { removePasskey, renamePasskey } from './passkeys/managePasskeys.js';
import { startPasskeyConfirmation, startPasskeyLogin } from './passkeys/passkeyPrompts.js';
import { finishPasskeyRegistration, startPasskeyRegistration } from './passkeys/registerPasskey.js';
import { confirmTotpEnrolment } from './secondFactor/confirmTotpEnrolment.js';
import { getSecondFactors } from './secondFactor/getSecondFactors.js';
import { removeTotpFactor } from './secondFactor/removeTotpFactor.js';
import { startTotpEnrolment } from './secondFactor/startTotpEnrolment.js';
import { logout } from './logout.js';
import { register } from './register.js';
import { resetForgottenPassword } from './resetForgottenPassword.js';
import { sendForgotPasswordCode } from './sendForgotPasswordCode.js';
import { sendSignUpOtp } from './sendSignUpOtp.js';
import { authenticate } from './sessions/sessionCookie.js';
import { setPassword } from './setPassword.js';
import { endOtherSessions, endSession, getLoginHistory, listSessions } from './sessions/sessionHandlers.js';
import { verifySignUpOtp } from './verifySignUpOtp.js';

/**
 * auth: sessions, captcha, sign-up and recovery codes, login lockouts, passwords and second factors. Owns
 * `sessions`, `captcha_solutions`, `email_codes`, `login_lockouts`, `totp_factors`, `recovery_codes` and
 * `pending_logins` (migrations/0018_second_factors.sql), `known_devices` and `login_events`
 * (0020_sessions_devices.sql), `passkeys` and `passkey_challenges` (0028_passkeys.sql), and is the router's authenticator.
 */
export const authModule = defineModule(
  'auth',
  (app) => {
    app.authenticator.authenticate = authenticate;
    return {
      operations: {
        getCaptchaChallenge: getCaptchaChallenge(app),
        login: login(app),
        logout,
        register: register(app),
        sendSignUpOtp: sendSignUpOtp(app),
        verifySignUpOtp: verifySignUpOtp(app),
        sendForgotPasswordCode: sendForgotPasswordCode(app),
        resetForgottenPassword: resetForgottenPassword(app),
        setPassword,
        loginSecondFactor: loginSecondFactor(app),
        getSecondFactors,
        startTotpEnrolment,
        confirmTotpEnrolment,
        removeTotpFactor,
        startPasskeyRegistration,
        finishPasskeyRegistration,
        renamePasskey,
        removePasskey,
        startPasskeyLogin,
        startPasskeyConfirmation,
        listSessions,
        endSession,
        endOtherSessions,
        getLoginHistory,
        getAntiPhishingPhrase,
        setAntiPhishingPhrase,
        getSecureWithdrawals,
        setSecureWithdrawals,
        freezeWithdrawals: freezeWithdrawals(app),
        adminLiftWithdrawalFreeze,
        adminFreezeAccount,
        adminLiftTradingFreeze,
        ...factorRecoveryOperations(app),
      },
    };
  },
  ['users', 'notifications', 'audit'],
);

export { SESSION_COOKIE } from './sessions/sessionCookie.js';
export { newDeviceSignInsBetween } from './sessions/loginEvents.js';
export {
  requireMoneyFactor,
  takeMoneyCode,
  withCodeAttempt,
  type MoneyFactor,
} from './secondFactor/moneyFactor.js';
export { seedDemoSecondFactors } from './secondFactor/seedDemoSecondFactors.js';
export { devAuthenticatorPage } from './secondFactor/devAuthenticatorPage.js';
