import { Button, FormErrorSummary, showToast, EmailField } from '@sarraf/ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../shared/errors/ApiError';
import { sendSignUpOtp } from '../api/sendSignUpOtp';
import { AuthPage } from '../components/AuthPage';
import * as page from '../components/AuthPage.css';
import { errorSummaryItems, serverFieldErrors } from '../components/errorSummaryItems';
import '../i18n/registerAuthI18n';
import type { CodeStepState } from '../state/codeStepState';
import { signUpFailureText } from './signUpFailureText';
import { validateEmailStep } from './validateEmailStep';

/** The contract's limit for `ref_code`; a longer `ref` cannot be anyone's code. */
const MAX_REF_CODE_LENGTH = 32;

/**
 * Sign-up, step 1 (route /sign-up, guest only): the email gets a 6-digit code, then the code screen.
 * A `?ref=` in the sign-up link is handed on and sent as `ref_code` when the code is verified.
 */
export function SignUpScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const refCode = searchParams.get('ref')?.trim().slice(0, MAX_REF_CODE_LENGTH) || null;
  const emailId = `${useId()}-email`;

  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    setFailure(null);
    const invalid = validateEmailStep(email);
    setEmailError(invalid.email && t(invalid.email));
    if (invalid.email) return;
    setSubmitting(true);
    try {
      const { resend_in } = await sendSignUpOtp({ email: email.trim(), fs: 1 });
      showToast({ title: t('signUp.sent'), tone: 'positive' });
      const state: CodeStepState = { email: email.trim(), resendIn: resend_in, refCode };
      void navigate('/sign-up/otp', { state });
    } catch (error) {
      // Spec section 8: joined server errors, else "registration error".
      setFailure(signUpFailureText(error, t('signUp.failed')));
      setEmailError(
        serverFieldErrors(isApiError(error) ? error.body.errors : undefined, { email: 'email' }).email,
      );
      setSubmitting(false);
    }
  }

  return (
    <AuthPage
      title={t('signUp.title')}
      subtitle={
        <>
          {t('signUp.subtitle')}
          {refCode ? ` ${t('signUp.invited', { code: refCode })}` : null}
        </>
      }
    >
      <FormErrorSummary
        title={failure ? t('signUp.failedTitle') : t('fields.errorSummaryTitle')}
        errors={errorSummaryItems(failure, { email: emailError }, { email: emailId })}
      />
      <form className={page.form} noValidate onSubmit={handleSubmit}>
        <EmailField
          id={emailId}
          label={t('fields.email')}
          name="email"
          normalizeDigits
          value={email}
          onChange={setEmail}
          isInvalid={Boolean(emailError)}
          errorMessage={emailError}
          isDisabled={isSubmitting}
        />
        <Button
          type="submit"
          size="lg"
          fullWidth
          isPending={isSubmitting}
          pendingLabel={t('signUp.submitting')}
        >
          {t('signUp.submit')}
        </Button>
      </form>
      <nav className={page.links}>
        <span>
          {t('signUp.haveAccount')}{' '}
          <Link className={page.link} to="/login">
            {t('signUp.login')}
          </Link>
        </span>
      </nav>
    </AuthPage>
  );
}
