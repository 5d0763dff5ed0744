import { Button, FormErrorSummary, showToast, OtpField, type Clock } from '@sarraf/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { useForm } from '../../shared/forms/useForm';
import { safeRedirectPath } from '../../shared/routing/safeRedirectPath';
import { startSession } from '../../shared/session/currentUser';
import { sendSignUpOtp } from '../api/sendSignUpOtp';
import { verifySignUpOtp } from '../api/verifySignUpOtp';
import { AuthPage } from '../components/AuthPage';
import * as page from '../components/AuthPage.css';
import { ResendCode } from '../components/ResendCode';
import '../i18n/registerAuthI18n';
import { readCodeStepState } from '../state/codeStepState';
import { isValidOtp, OTP_LENGTH } from './validateOtp';

/** Where a verified newcomer goes when the server names nowhere usable: they still need a password. */
const DEFAULT_AFTER_VERIFY = '/user/password-set';

export interface SignUpOtpScreenProps {
  /** Source of time for the resend countdown; stories pass a manual clock. @default systemClock */
  clock?: Clock;
}

/**
 * Sign-up, step 2 (route /sign-up/otp, guest only): the emailed 6-digit code, a resend with the server's
 * countdown, and verify, which creates the account, signs in and goes on to set a password. Opened without
 * an email from step 1, it goes back there.
 */
export function SignUpOtpScreen({ clock }: SignUpOtpScreenProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const codeId = `${useId()}-code`;
  const step = readCodeStepState(location.state);

  const form = useForm({
    namespace: 'auth',
    initialValues: { code: '' },
    validate: ({ code }) => (isValidOtp(code) ? {} : { code: 'validation.otp' }),
    submit: ({ code }) => verifySignUpOtp({ email: step!.email, code, ref_code: step!.refCode ?? null }),
    onSuccess: async ({ redirect_to }) => {
      showToast({ title: t('otp.success'), tone: 'positive' });
      // The server started a session: load the user so the guard lets the next (auth) page through.
      await startSession(queryClient).catch(() => null);
      void navigate(safeRedirectPath(redirect_to) ?? DEFAULT_AFTER_VERIFY, { replace: true });
    },
    // A wrong or expired code is a 422 naming `code`: spec section 8 says "Invalid verification code".
    serverFieldText: { code: t('otp.invalid') },
    failureText: (_error, { fieldErrors, defaultText }) => (fieldErrors.code ? null : defaultText),
  });

  if (!step) return <Navigate to="/sign-up" replace />;
  const { email, refCode, resendIn } = step;
  const signUpPath = refCode ? `/sign-up?ref=${encodeURIComponent(refCode)}` : '/sign-up';

  async function resend() {
    const sent = await sendSignUpOtp({ email, fs: 0 });
    // The refused code is not the one to type any more.
    form.clearErrors(['code']);
    return sent;
  }

  return (
    <AuthPage title={t('otp.title')} subtitle={t('otp.subtitle', { email })}>
      <FormErrorSummary
        title={form.failure ? t('otp.failedTitle') : t('fields.errorSummaryTitle')}
        errors={form.summary({ code: codeId })}
        focusKey={form.refusals}
      />
      <form className={page.form} noValidate onSubmit={form.handleSubmit}>
        {/* Focus target of the error summary's link: the group of cells has no single input id. */}
        <div id={codeId} tabIndex={-1}>
          <OtpField
            label={t('fields.code')}
            cellLabel={(position, length) => t('fields.codeCell', { position, length })}
            length={OTP_LENGTH}
            name="code"
            {...form.bind('code')}
            autoFocus
          />
        </div>
        <Button
          type="submit"
          size="lg"
          fullWidth
          isPending={form.isPending}
          pendingLabel={t('otp.submitting')}
        >
          {t('otp.submit')}
        </Button>
      </form>
      <ResendCode initialSeconds={resendIn} onResend={resend} isDisabled={form.isPending} clock={clock} />
      <nav className={page.links}>
        <Link className={page.link} to={signUpPath}>
          {t('otp.changeEmail')}
        </Link>
      </nav>
    </AuthPage>
  );
}
