import { showToast } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { sendForgotPasswordCode } from '../api/sendForgotPasswordCode';
import { AuthPage } from '../components/AuthPage';
import * as page from '../components/AuthPage.css';
import '../i18n/registerAuthI18n';
import type { CodeStepState } from '../state/codeStepState';
import { EmailCodeForm } from './EmailCodeForm';

/**
 * Forgotten password, step 1 (route /auth/forget-password/email, guest only): the email gets a reset code,
 * then the reset screen. The server answers the same for unknown emails, and so does this screen.
 */
export function ForgotPasswordEmailScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();

  async function send(email: string) {
    const { message, resend_in } = await sendForgotPasswordCode({ email });
    // The server's own words: they promise nothing about whether the account exists.
    showToast({ title: message, tone: 'positive' });
    const state: CodeStepState = { email, resendIn: resend_in };
    void navigate('/user/forget-password', { state });
  }

  return (
    <AuthPage title={t('forgotEmail.title')} subtitle={t('forgotEmail.subtitle')}>
      <EmailCodeForm
        send={send}
        failedTitle={t('forgotEmail.failedTitle')}
        submitLabel={t('forgotEmail.submit')}
        submittingLabel={t('forgotEmail.submitting')}
      />
      <nav className={page.links}>
        <Link className={page.link} to="/login">
          {t('fields.backToLogin')}
        </Link>
      </nav>
    </AuthPage>
  );
}
