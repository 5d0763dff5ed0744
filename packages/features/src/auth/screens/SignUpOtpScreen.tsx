import { Button, FormErrorSummary, showToast, OtpField, type Clock } from '@sarraf/ui';
import { useSetAtom } from 'jotai';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { isApiError } from '../../shared/errors/ApiError';
import { buildErrorText } from '../../shared/errors/buildErrorText';
import { safeRedirectPath } from '../../shared/routing/safeRedirectPath';
import { sendSignUpOtp } from '../api/sendSignUpOtp';
import { verifySignUpOtp } from '../api/verifySignUpOtp';
import { AuthPage } from '../components/AuthPage';
import * as page from '../components/AuthPage.css';
import { errorSummaryItems } from '../components/errorSummaryItems';
import { ResendCode } from '../components/ResendCode';
import '../i18n/registerAuthI18n';
import { refreshUserAtom } from '../state/authAtoms';
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
  const refreshUser = useSetAtom(refreshUserAtom);
  const codeId = `${useId()}-code`;
  const step = readCodeStepState(location.state);

  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);

  if (!step) return <Navigate to="/sign-up" replace />;
  const { email, refCode, resendIn } = step;
  const signUpPath = refCode ? `/sign-up?ref=${encodeURIComponent(refCode)}` : '/sign-up';

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    setFailure(null);
    if (!isValidOtp(code)) {
      setCodeError(t('validation.otp'));
      return;
    }
    setCodeError(undefined);
    setSubmitting(true);
    try {
      const { redirect_to } = await verifySignUpOtp({ email, code, ref_code: refCode ?? null });
      showToast({ title: t('otp.success'), tone: 'positive' });
      // The server started a session: load the user so the guard lets the next (auth) page through.
      await refreshUser().catch(() => null);
      void navigate(safeRedirectPath(redirect_to) ?? DEFAULT_AFTER_VERIFY, { replace: true });
    } catch (error) {
      // A wrong or expired code is a 422 naming `code` (spec section 8: "Invalid verification code").
      if (isApiError(error) && error.status === 422 && error.body.errors?.code) {
        setCodeError(t('otp.invalid'));
      } else {
        setFailure(buildErrorText(error, t('common:errors.unexpected')));
      }
      setSubmitting(false);
    }
  }

  return (
    <AuthPage title={t('otp.title')} subtitle={t('otp.subtitle', { email })}>
      <FormErrorSummary
        title={failure ? t('otp.failedTitle') : t('fields.errorSummaryTitle')}
        errors={errorSummaryItems(failure, { code: codeError }, { code: codeId })}
      />
      <form className={page.form} noValidate onSubmit={handleSubmit}>
        {/* Focus target of the error summary's link: the group of cells has no single input id. */}
        <div id={codeId} tabIndex={-1}>
          <OtpField
            label={t('fields.code')}
            cellLabel={(position, length) => t('fields.codeCell', { position, length })}
            length={OTP_LENGTH}
            name="code"
            value={code}
            onChange={setCode}
            errorMessage={codeError}
            isDisabled={isSubmitting}
            autoFocus
          />
        </div>
        <Button type="submit" size="lg" fullWidth isPending={isSubmitting} pendingLabel={t('otp.submitting')}>
          {t('otp.submit')}
        </Button>
      </form>
      <ResendCode
        initialSeconds={resendIn}
        onResend={() => sendSignUpOtp({ email, fs: 0 })}
        isDisabled={isSubmitting}
        clock={clock}
      />
      <nav className={page.links}>
        <Link className={page.link} to={signUpPath}>
          {t('otp.changeEmail')}
        </Link>
      </nav>
    </AuthPage>
  );
}
