import { Button, FormErrorSummary, showToast, EmailField } from '@sarraf/ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../shared/errors/ApiError';
import { buildErrorText } from '../../shared/errors/buildErrorText';
import { sendForgotPasswordCode } from '../api/sendForgotPasswordCode';
import { AuthPage } from '../components/AuthPage';
import * as page from '../components/AuthPage.css';
import { errorSummaryItems, serverFieldErrors } from '../components/errorSummaryItems';
import '../i18n/registerAuthI18n';
import type { CodeStepState } from '../state/codeStepState';
import { validateEmailStep } from './validateEmailStep';

/**
 * Forgotten password, step 1 (route /auth/forget-password/email, guest only): the email gets a reset code,
 * then the reset screen. The server answers the same for unknown emails, and so does this screen.
 */
export function ForgotPasswordEmailScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
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
      const { message, resend_in } = await sendForgotPasswordCode({ email: email.trim() });
      // The server's own words: they promise nothing about whether the account exists.
      showToast({ title: message, tone: 'positive' });
      const state: CodeStepState = { email: email.trim(), resendIn: resend_in };
      void navigate('/user/forget-password', { state });
    } catch (error) {
      setFailure(buildErrorText(error, t('common:errors.unexpected')));
      setEmailError(
        serverFieldErrors(isApiError(error) ? error.body.errors : undefined, { email: 'email' }).email,
      );
      setSubmitting(false);
    }
  }

  return (
    <AuthPage title={t('forgotEmail.title')} subtitle={t('forgotEmail.subtitle')}>
      <FormErrorSummary
        title={failure ? t('forgotEmail.failedTitle') : t('fields.errorSummaryTitle')}
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
          pendingLabel={t('forgotEmail.submitting')}
        >
          {t('forgotEmail.submit')}
        </Button>
      </form>
      <nav className={page.links}>
        <Link className={page.link} to="/login">
          {t('fields.backToLogin')}
        </Link>
      </nav>
    </AuthPage>
  );
}
