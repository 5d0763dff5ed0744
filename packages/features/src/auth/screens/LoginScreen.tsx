import { Button, FormErrorSummary, PasswordField, TextField } from '@sarraf/ui';
import { useSetAtom } from 'jotai';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../shared/errors/ApiError';
import { safeRedirectPath } from '../../shared/routing/safeRedirectPath';
import { login } from '../api/login';
import { CaptchaCheck } from '../components/CaptchaCheck';
import '../i18n/registerAuthI18n';
import { refreshUserAtom } from '../state/authAtoms';
import * as styles from './LoginScreen.css';
import { validateLogin, type LoginField } from './validateLogin';

/** Where the user goes when there is no usable redirect at all. */
const DEFAULT_AFTER_LOGIN = '/panel';

/** Where an account that must replace its one-time password goes instead. */
const PASSWORD_SET_PATH = '/user/password-set';

type FieldErrors = Partial<Record<LoginField, string>>;

/**
 * The login screen (route /login, guest only): email, password, captcha. On success it reloads the user and
 * goes back to the protected page that sent the user here (`?redirect=`), else where the server says.
 */
export function LoginScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const setUserRefresh = useSetAtom(refreshUserAtom);
  const id = useId();
  const fieldIds: Record<LoginField, string> = {
    email: `${id}-email`,
    password: `${id}-password`,
    captcha: `${id}-captcha`,
  };

  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState<string | null>(null);
  // A captcha solution is accepted once: every attempt that reached the server needs a fresh one.
  const [captchaKey, setCaptchaKey] = useState(0);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    setFailure(null);
    const invalid = validateLogin({ email, password, captcha });
    if (Object.keys(invalid).length > 0) {
      setFieldErrors(Object.fromEntries(Object.entries(invalid).map(([field, key]) => [field, t(key)])));
      return;
    }
    setFieldErrors({});
    setSubmitting(true);
    try {
      const { redirect_to } = await login({ email: email.trim(), password, captcha: captcha ?? '' });
      const user = await setUserRefresh();
      // An account made with a one-time password may do nothing else until it has its own password.
      const target = user?.must_change_password
        ? PASSWORD_SET_PATH
        : (safeRedirectPath(searchParams.get('redirect')) ??
          safeRedirectPath(redirect_to) ??
          DEFAULT_AFTER_LOGIN);
      void navigate(target, { replace: true });
    } catch (error) {
      // Spec section 8: the server's message, else "login error"; 422 also names the fields.
      setFailure((isApiError(error) && error.body.message) || t('login.failed'));
      setFieldErrors(serverFieldErrors(error));
      setCaptcha(null);
      setCaptchaKey((key) => key + 1);
      setSubmitting(false);
    }
  }

  const summary = [
    ...(failure ? [{ message: failure }] : []),
    ...uniqueMessages(fieldErrors, failure).map(([field, message]) => ({
      fieldId: fieldIds[field],
      message,
    })),
  ];

  return (
    <main className={styles.screen}>
      <header>
        <h1 className={styles.heading}>{t('login.title')}</h1>
        <p className={styles.subtitle}>{t('login.subtitle')}</p>
      </header>
      <FormErrorSummary
        title={failure ? t('login.failedTitle') : t('login.errorSummaryTitle')}
        errors={summary}
      />
      <form className={styles.form} noValidate onSubmit={handleSubmit}>
        <TextField
          id={fieldIds.email}
          label={t('login.email')}
          name="email"
          type="email"
          autoComplete="username"
          inputMode="email"
          dir="ltr"
          normalizeDigits
          value={email}
          onChange={setEmail}
          isInvalid={Boolean(fieldErrors.email)}
          errorMessage={fieldErrors.email}
          isDisabled={isSubmitting}
        />
        <PasswordField
          id={fieldIds.password}
          label={t('login.password')}
          name="password"
          autoComplete="current-password"
          dir="ltr"
          value={password}
          onChange={setPassword}
          showPasswordLabel={t('login.showPassword')}
          hidePasswordLabel={t('login.hidePassword')}
          isInvalid={Boolean(fieldErrors.password)}
          errorMessage={fieldErrors.password}
          isDisabled={isSubmitting}
        />
        {/* Focusable from the error summary; the checkbox inside has its own id-less input. */}
        <div id={fieldIds.captcha} tabIndex={-1}>
          <CaptchaCheck
            key={captchaKey}
            onChange={setCaptcha}
            isInvalid={Boolean(fieldErrors.captcha)}
            errorMessage={fieldErrors.captcha}
            isDisabled={isSubmitting}
          />
        </div>
        <Button
          type="submit"
          size="lg"
          fullWidth
          isPending={isSubmitting}
          pendingLabel={t('login.submitting')}
        >
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

/** The 422 field messages we can place on our own fields; the rest stay in the failure message. */
function serverFieldErrors(error: unknown): FieldErrors {
  if (!isApiError(error) || !error.body.errors) return {};
  const errors: FieldErrors = {};
  for (const field of ['email', 'password', 'captcha'] as const) {
    const messages = error.body.errors[field];
    if (messages?.length) errors[field] = messages.join(', ');
  }
  return errors;
}

/**
 * Each message once in the summary: "Please fill all inputs!" on two empty fields, or a 422 whose field
 * message repeats the failure message (wrong credentials). The fields still show their own message.
 */
function uniqueMessages(errors: FieldErrors, alreadySaid: string | null): Array<[LoginField, string]> {
  const seen = new Set<string>(alreadySaid ? [alreadySaid] : []);
  const entries: Array<[LoginField, string]> = [];
  for (const [field, message] of Object.entries(errors) as Array<[LoginField, string | undefined]>) {
    if (message && !seen.has(message)) {
      seen.add(message);
      entries.push([field, message]);
    }
  }
  return entries;
}
