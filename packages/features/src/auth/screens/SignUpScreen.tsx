import { showToast } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { sendSignUpOtp } from '../api/sendSignUpOtp';
import { AuthPage } from '../components/AuthPage';
import * as page from '../components/AuthPage.css';
import '../i18n/registerAuthI18n';
import type { CodeStepState } from '../state/codeStepState';
import { EmailCodeForm } from './EmailCodeForm';
import { signUpFailureText } from './signUpFailureText';

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

  async function send(email: string) {
    const { resend_in } = await sendSignUpOtp({ email, fs: 1 });
    showToast({ title: t('signUp.sent'), tone: 'positive' });
    const state: CodeStepState = { email, resendIn: resend_in, refCode };
    void navigate('/sign-up/otp', { state });
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
      <EmailCodeForm
        send={send}
        // Spec section 8: joined server errors, else "registration error".
        failureText={(error) => signUpFailureText(error, t('signUp.failed'))}
        failedTitle={t('signUp.failedTitle')}
        submitLabel={t('signUp.submit')}
        submittingLabel={t('signUp.submitting')}
      />
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
