import { Button, FormErrorSummary, showToast, OtpField, type Clock } from '@sarraf/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { useForm } from '../../shared/forms/useForm';
import { safeRedirectPath } from '../../shared/routing/safeRedirectPath';
import { resetForgottenPassword } from '../api/resetForgottenPassword';
import { sendForgotPasswordCode } from '../api/sendForgotPasswordCode';
import { AuthPage } from '../components/AuthPage';
import { NewPasswordFields } from '../components/NewPasswordFields';
import * as page from '../components/AuthPage.css';
import { ResendCode } from '../components/ResendCode';
import '../i18n/registerAuthI18n';
import { readCodeStepState } from '../state/codeStepState';
import { personalWords } from '../strength/personalWords';
import { validateNewPassword, type NewPasswordField } from './validateNewPassword';
import { OTP_LENGTH } from './validateOtp';

/** Resetting a forgotten password has no current password to give. */
type ResetField = Exclude<NewPasswordField, 'current'>;

/** Server field names -> ours. */
const SERVER_FIELDS: Record<string, ResetField> = {
  code: 'code',
  password: 'password',
  password_confirmation: 'confirmation',
};

export interface ForgotPasswordScreenProps {
  /** Source of time for the resend countdown; stories pass a manual clock. @default systemClock */
  clock?: Clock;
}

/**
 * Forgotten password, step 2 (route /user/forget-password, guest only): the emailed code, a new password and
 * its confirmation. Success ends every session of the account and goes to log in. Opened without an email
 * from step 1, it goes back there.
 */
export function ForgotPasswordScreen({ clock }: ForgotPasswordScreenProps) {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const fieldIds: Record<ResetField, string> = {
    code: `${id}-code`,
    password: `${id}-password`,
    confirmation: `${id}-confirmation`,
  };
  const step = readCodeStepState(location.state);

  const form = useForm({
    namespace: 'auth',
    initialValues: { code: '', password: '', confirmation: '' },
    validate: validateNewPassword,
    submit: ({ code, password, confirmation }) =>
      resetForgottenPassword({ email: step!.email, code, password, password_confirmation: confirmation }),
    onSuccess: ({ redirect_to }) => {
      showToast({ title: t('passwordSet.success'), tone: 'positive' });
      void navigate(safeRedirectPath(redirect_to) ?? '/login', { replace: true });
    },
    serverFields: SERVER_FIELDS,
    // Spec section 8 words a refused code "Invalid verification code", in the app's language.
    serverFieldText: { code: t('otp.invalid') },
    // A refused code or password says everything on its field; anything else gets the general failure text.
    failureText: (_error, { fieldErrors, allPlaced, defaultText }) =>
      fieldErrors.code || allPlaced ? null : defaultText,
  });
  const { fieldErrors } = form;

  if (!step) return <Navigate to="/auth/forget-password/email" replace />;
  const { email, resendIn } = step;

  async function resend() {
    const sent = await sendForgotPasswordCode({ email });
    // The refused code is not the one to type any more.
    form.clearErrors(['code']);
    return sent;
  }

  return (
    <AuthPage title={t('forgotReset.title')} subtitle={t('forgotReset.subtitle', { email })}>
      <FormErrorSummary
        title={form.failure ? t('forgotReset.failedTitle') : t('fields.errorSummaryTitle')}
        errors={form.summary(fieldIds)}
        focusKey={form.refusals}
      />
      <form className={page.form} noValidate onSubmit={form.handleSubmit}>
        {/* Focus target of the error summary's link: the group of cells has no single input id. */}
        <div id={fieldIds.code} tabIndex={-1}>
          <OtpField
            label={t('fields.code')}
            cellLabel={(position, length) => t('fields.codeCell', { position, length })}
            length={OTP_LENGTH}
            name="code"
            {...form.bind('code')}
          />
        </div>
        <NewPasswordFields
          ids={fieldIds}
          labels={{ password: t('fields.newPassword'), confirmation: t('fields.newConfirmation') }}
          password={form.values.password}
          confirmation={form.values.confirmation}
          onPasswordChange={(password) => form.setValue('password', password)}
          onConfirmationChange={(confirmation) => form.setValue('confirmation', confirmation)}
          errors={fieldErrors}
          isDisabled={form.isPending}
          userInputs={personalWords(email)}
        />
        <Button
          type="submit"
          size="lg"
          fullWidth
          isPending={form.isPending}
          pendingLabel={t('forgotReset.submitting')}
        >
          {t('forgotReset.submit')}
        </Button>
      </form>
      <ResendCode initialSeconds={resendIn} onResend={resend} isDisabled={form.isPending} clock={clock} />
      <nav className={page.links}>
        <Link className={page.link} to="/login">
          {t('fields.backToLogin')}
        </Link>
      </nav>
    </AuthPage>
  );
}
