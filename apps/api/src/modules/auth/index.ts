import { defineModule } from '../../http/modules.js';
import { getCaptchaChallenge } from './getCaptchaChallenge.js';
import { login } from './login.js';
import { logout } from './logout.js';
import { register } from './register.js';
import { resetForgottenPassword } from './resetForgottenPassword.js';
import { sendForgotPasswordCode } from './sendForgotPasswordCode.js';
import { sendSignUpOtp } from './sendSignUpOtp.js';
import { authenticate } from './sessions/sessionCookie.js';
import { setPassword } from './setPassword.js';
import { verifySignUpOtp } from './verifySignUpOtp.js';

/**
 * auth: sessions, captcha, sign-up and recovery codes, login lockouts and passwords. Owns `sessions`,
 * `captcha_solutions`, `email_codes` and `login_lockouts`, and is the router's authenticator.
 */
export const authModule = defineModule(
  'auth',
  (app) => {
    app.authenticator.authenticate = authenticate;
    return {
      getCaptchaChallenge: getCaptchaChallenge(app),
      login: login(app),
      logout,
      register: register(app),
      sendSignUpOtp: sendSignUpOtp(app),
      verifySignUpOtp: verifySignUpOtp(app),
      sendForgotPasswordCode: sendForgotPasswordCode(app),
      resetForgottenPassword: resetForgottenPassword(app),
      setPassword,
    };
  },
  ['users'],
);

export { SESSION_COOKIE } from './sessions/sessionCookie.js';
