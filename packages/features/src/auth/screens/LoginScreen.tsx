import { Banner, Button, FormErrorSummary, PasswordField, TextField } from '@sarraf/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../shared/errors/ApiError';
import { useForm } from '../../shared/forms/useForm';
import { safeRedirectPath } from '../../shared/routing/safeRedirectPath';
import { startSession } from '../../shared/session/currentUser';
import { login, type LoginResult } from '../api/login';
import { AuthPageBar } from '../components/AuthPage';
import { CaptchaCheck } from '../components/CaptchaCheck';
import { SecondFactorStep } from '../components/SecondFactorStep';
import '../i18n/registerAuthI18n';
import * as styles from './LoginScreen.css';
import { validateLogin, type LoginField, type LoginValues } from './validateLogin';

/** Where the user goes when there is no usable redirect at all. */
const DEFAULT_AFTER_LOGIN = '/panel';

/** Where an account that must replace its one-time password goes instead. */
const PASSWORD_SET_PATH = '/user/password-set';

/** An operator's home when nothing sent them here: the back office. */
const ADMIN_HOME = '/admin';

/**
 * The login screen (route /login, guest only): email, password, captcha, and for an account with a second
 * factor a second step in the same route (the app's code or a recovery code). Once signed in it reloads the
 * user and goes back to the protected page that sent the user here (`?redirect=`), else to the back office
 * for an operator and where the server says for anyone else. Sent here from a page (the guard or the 401
 * rule), it says why: log in to continue.
 */
export function LoginScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returnTo = safeRedirectPath(searchParams.get('redirect'));
  const queryClient = useQueryClient();
  const id = useId();
  const fieldIds: Record<LoginField, string> = {
    email: `${id}-email`,
    password: `${id}-password`,
    captcha: `${id}-captcha`,
  };

  // A captcha solution is accepted once: every attempt that reached the server needs a fresh one.
  const [captchaKey, setCaptchaKey] = useState(0);
  const [secondFactor, setSecondFactor] = useState(false);

  async function signedIn(redirectTo: string) {
    const user = await startSession(queryClient);
    // An account made with a one-time password may do nothing else until it has its own password.
    const target = user?.must_change_password
      ? PASSWORD_SET_PATH
      : (returnTo ??
        (user?.role === 'admin' ? ADMIN_HOME : safeRedirectPath(redirectTo)) ??
        DEFAULT_AFTER_LOGIN);
    void navigate(target, { replace: true });
  }

  const form = useForm<LoginValues, LoginResult, LoginField>({
    namespace: 'auth',
    initialValues: { email: '', password: '', captcha: null },
    validate: validateLogin,
    submit: ({ email, password, captcha }) =>
      login({ email: email.trim(), password, captcha: captcha ?? '' }),
    onSuccess: async ({ redirect_to, second_factor_required }) => {
      if (second_factor_required) setSecondFactor(true);
      else await signedIn(redirect_to);
    },
    onError: () => {
      // The used solution is gone; its error (if any) stays until a new one is solved.
      form.setValue('captcha', null, { keepError: true });
      setCaptchaKey((key) => key + 1);
    },
    // Spec section 8: the server's message, else "login error"; a 422 also names the fields.
    failureText: (error) => (isApiError(error) && error.body.message) || t('login.failed'),
  });
  const { fieldErrors, failure, isPending } = form;

  if (secondFactor) {
    return (
      <main className={styles.screen}>
        <SecondFactorStep
          onSignedIn={(redirectTo) => void signedIn(redirectTo)}
          onRestart={() => {
            setSecondFactor(false);
            form.setValue('password', '');
            form.setValue('captcha', null);
            setCaptchaKey((key) => key + 1);
          }}
        />
      </main>
    );
  }

  return (
    <main className={styles.screen}>
      <AuthPageBar />
      <header>
        <h1 className={styles.heading}>{t('login.title')}</h1>
        <p className={styles.subtitle}>{t('login.subtitle')}</p>
      </header>
      {returnTo ? <Banner title={t('login.continueReason')} /> : null}
      <FormErrorSummary
        title={failure ? t('login.failedTitle') : t('login.errorSummaryTitle')}
        errors={form.summary(fieldIds)}
        focusKey={form.refusals}
      />
      <form className={styles.form} noValidate onSubmit={form.handleSubmit}>
        <TextField
          id={fieldIds.email}
          label={t('login.email')}
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          dir="ltr"
          normalizeDigits
          value={form.values.email}
          onChange={(email) => form.setValue('email', email)}
          isInvalid={Boolean(fieldErrors.email)}
          errorMessage={fieldErrors.email}
          isDisabled={isPending}
        />
        <PasswordField
          id={fieldIds.password}
          label={t('login.password')}
          name="password"
          autoComplete="current-password"
          dir="ltr"
          value={form.values.password}
          onChange={(password) => form.setValue('password', password)}
          showPasswordLabel={t('login.showPassword')}
          hidePasswordLabel={t('login.hidePassword')}
          isInvalid={Boolean(fieldErrors.password)}
          errorMessage={fieldErrors.password}
          isDisabled={isPending}
        />
        {/* Focusable from the error summary; the checkbox inside has its own id-less input. */}
        <div id={fieldIds.captcha} tabIndex={-1}>
          <CaptchaCheck
            key={captchaKey}
            // Its error goes once a new solution is in, not while the control is still verifying.
            onChange={(payload) => form.setValue('captcha', payload, { keepError: payload === null })}
            isInvalid={Boolean(fieldErrors.captcha)}
            errorMessage={fieldErrors.captcha}
            isDisabled={isPending}
          />
        </div>
        <Button type="submit" size="lg" fullWidth isPending={isPending} pendingLabel={t('login.submitting')}>
          {t('login.submit')}
        </Button>
      </form>
      <nav className={styles.links}>
        <Link className={styles.link} to="/auth/forget-password/email">
          {t('login.forgotPassword')}
        </Link>
        <span>
          {t('login.noAccount')}{' '}
          <Link className={styles.link} to="/sign-up">
            {t('login.signUp')}
          </Link>
        </span>
      </nav>
    </main>
  );
}
