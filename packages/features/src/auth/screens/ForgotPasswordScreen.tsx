import { Button, FormErrorSummary, showToast, OtpField, type Clock } from '@sarraf/ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { isApiError } from '../../shared/errors/ApiError';
import { buildErrorText } from '../../shared/errors/buildErrorText';
import { safeRedirectPath } from '../../shared/routing/safeRedirectPath';
import { resetForgottenPassword } from '../api/resetForgottenPassword';
import { sendForgotPasswordCode } from '../api/sendForgotPasswordCode';
import { AuthPage } from '../components/AuthPage';
import { NewPasswordFields } from '../components/NewPasswordFields';
import * as page from '../components/AuthPage.css';
import { errorSummaryItems, fieldsSayEverything, serverFieldErrors } from '../components/errorSummaryItems';
import { ResendCode } from '../components/ResendCode';
import '../i18n/registerAuthI18n';
import { readCodeStepState } from '../state/codeStepState';
import { personalWords } from '../strength/personalWords';
import { validateNewPassword, type NewPasswordField } from './validateNewPassword';
import { OTP_LENGTH } from './validateOtp';

/** Resetting a forgotten password has no current password to give. */
type ResetField = Exclude<NewPasswordField, 'current'>;
type FieldErrors = Partial<Record<ResetField, string>>;

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

  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);

  if (!step) return <Navigate to="/auth/forget-password/email" replace />;
  const { email, resendIn } = step;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    setFailure(null);
    const invalid = validateNewPassword({ code, password, confirmation });
    setFieldErrors(Object.fromEntries(Object.entries(invalid).map(([field, key]) => [field, t(key)])));
    if (Object.keys(invalid).length > 0) return;
    setSubmitting(true);
    try {
      const { redirect_to } = await resetForgottenPassword({
        email,
        code,
        password,
        password_confirmation: confirmation,
      });
      showToast({ title: t('passwordSet.success'), tone: 'positive' });
      void navigate(safeRedirectPath(redirect_to) ?? '/login', { replace: true });
    } catch (error) {
      const serverErrors = isApiError(error) ? error.body.errors : undefined;
      const fields = serverFieldErrors(serverErrors, SERVER_FIELDS);
      // Spec section 8 words a refused code "Invalid verification code", in the app's language.
      if (fields.code) fields.code = t('otp.invalid');
      setFieldErrors(fields);
      // A refused code or password says everything on its field; anything else gets the general failure text.
      setFailure(
        fields.code || fieldsSayEverything(serverErrors, SERVER_FIELDS)
          ? null
          : buildErrorText(error, t('common:errors.unexpected')),
      );
      setSubmitting(false);
    }
  }

  return (
    <AuthPage title={t('forgotReset.title')} subtitle={t('forgotReset.subtitle', { email })}>
      <FormErrorSummary
        title={failure ? t('forgotReset.failedTitle') : t('fields.errorSummaryTitle')}
        errors={errorSummaryItems(failure, fieldErrors, fieldIds)}
      />
      <form className={page.form} noValidate onSubmit={handleSubmit}>
        {/* Focus target of the error summary's link: the group of cells has no single input id. */}
        <div id={fieldIds.code} tabIndex={-1}>
          <OtpField
            label={t('fields.code')}
            cellLabel={(position, length) => t('fields.codeCell', { position, length })}
            length={OTP_LENGTH}
            name="code"
            value={code}
            onChange={setCode}
            errorMessage={fieldErrors.code}
            isDisabled={isSubmitting}
          />
        </div>
        <NewPasswordFields
          ids={fieldIds}
          labels={{ password: t('fields.newPassword'), confirmation: t('fields.newConfirmation') }}
          password={password}
          confirmation={confirmation}
          onPasswordChange={setPassword}
          onConfirmationChange={setConfirmation}
          errors={fieldErrors}
          isDisabled={isSubmitting}
          userInputs={personalWords(email)}
        />
        <Button
          type="submit"
          size="lg"
          fullWidth
          isPending={isSubmitting}
          pendingLabel={t('forgotReset.submitting')}
        >
          {t('forgotReset.submit')}
        </Button>
      </form>
      <ResendCode
        initialSeconds={resendIn}
        onResend={() => sendForgotPasswordCode({ email })}
        isDisabled={isSubmitting}
        clock={clock}
      />
      <nav className={page.links}>
        <Link className={page.link} to="/login">
          {t('fields.backToLogin')}
        </Link>
      </nav>
    </AuthPage>
  );
}
