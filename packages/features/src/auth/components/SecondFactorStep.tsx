import { Banner, Button, FormErrorSummary, OtpField, TextField } from '@sarraf/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/errors/ApiError';
import { useForm } from '../../shared/forms/useForm';
import { loginSecondFactor } from '../api/loginSecondFactor';
import '../i18n/registerAuthI18n';
import { isValidOtp, OTP_LENGTH } from '../screens/validateOtp';
import * as page from './AuthPage.css';
import { PasskeySignIn } from './PasskeySignIn';
import { FactorRecoveryRequest } from './FactorRecoveryRequest';

type Method = 'code' | 'recovery';
type Field = 'code' | 'recovery_code';

export interface SecondFactorStepProps {
  /** The session started: where the server says to go next. */
  onSignedIn: (redirectTo: string) => void;
  /** Back to email and password (the person asked, or the step ran out). */
  onRestart: () => void;
}

/**
 * The second step of a login inside /login, after the right password of an account with a second factor:
 * the 6-digit code of the authenticator app, or one recovery code. A wrong code is said on its field (the
 * server counts it like a wrong password); a step that ran out (409) says so and offers to start again.
 */
export function SecondFactorStep({ onSignedIn, onRestart }: SecondFactorStepProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const fieldIds: Record<Field, string> = { code: `${id}-code`, recovery_code: `${id}-recovery` };
  const [method, setMethod] = useState<Method>('code');
  const [expired, setExpired] = useState(false);
  // What the server said when the passkey's challenge came too late (a code's refusal shows on the form).
  const [passkeyExpired, setPasskeyExpired] = useState<string | null>(null);
  // The app and every code lost: the request for the desk replaces this step.
  const [lostFactor, setLostFactor] = useState(false);
  const form = useForm<{ code: string; recovery_code: string }, { redirect_to: string }, Field>({
    namespace: 'auth',
    initialValues: { code: '', recovery_code: '' },
    validate: ({ code, recovery_code }) => {
      if (method === 'code') return isValidOtp(code) ? {} : { code: 'validation.otp' };
      return recovery_code.trim() ? {} : { recovery_code: 'secondFactor.recoveryRequired' };
    },
    submit: ({ code, recovery_code }) =>
      loginSecondFactor(method === 'code' ? { code } : { recovery_code: recovery_code.trim() }),
    onSuccess: ({ redirect_to }) => onSignedIn(redirect_to),
    onError: (error) => setExpired(isApiError(error) && error.status === 409),
    failureText: (error, { fieldErrors, defaultText }) =>
      fieldErrors.code || fieldErrors.recovery_code ? null : defaultText,
  });

  if (lostFactor) return <FactorRecoveryRequest onBack={() => setLostFactor(false)} onRestart={onRestart} />;

  function switchTo(next: Method) {
    setMethod(next);
    form.clearErrors(['code', 'recovery_code']);
  }

  return (
    <>
      <header>
        <h1 className={page.heading}>{t('secondFactor.title')}</h1>
        <p className={page.subtitle}>
          {method === 'code' ? t('secondFactor.subtitle') : t('secondFactor.recoverySubtitle')}
        </p>
      </header>
      <FormErrorSummary
        title={form.failure ? t('login.failedTitle') : t('fields.errorSummaryTitle')}
        errors={form.summary(fieldIds)}
        focusKey={form.refusals}
      />
      {passkeyExpired ? <Banner tone="critical" title={passkeyExpired} isLive /> : null}
      {expired ? (
        <Button size="lg" fullWidth onPress={onRestart}>
          {t('secondFactor.startAgain')}
        </Button>
      ) : (
        <form className={page.form} noValidate onSubmit={form.handleSubmit}>
          {method === 'code' ? (
            // Focus target of the error summary's link: the group of cells has no single input id.
            <div id={fieldIds.code} tabIndex={-1}>
              <OtpField
                label={t('secondFactor.code')}
                cellLabel={(position, length) => t('fields.codeCell', { position, length })}
                length={OTP_LENGTH}
                name="code"
                {...form.bind('code')}
                autoFocus
              />
            </div>
          ) : (
            <TextField
              id={fieldIds.recovery_code}
              label={t('secondFactor.recoveryCode')}
              name="recovery_code"
              autoComplete="off"
              dir="ltr"
              normalizeDigits
              {...form.bind('recovery_code')}
              isInvalid={Boolean(form.fieldErrors.recovery_code)}
            />
          )}
          <Button
            type="submit"
            size="lg"
            fullWidth
            isPending={form.isPending}
            pendingLabel={t('secondFactor.submitting')}
          >
            {t('secondFactor.submit')}
          </Button>
        </form>
      )}
      {expired ? null : (
        <PasskeySignIn
          onSignedIn={onSignedIn}
          onExpired={(message) => {
            setPasskeyExpired(message);
            setExpired(true);
          }}
        />
      )}
      <nav className={page.links}>
        {expired ? null : (
          <Button variant="ghost" onPress={() => switchTo(method === 'code' ? 'recovery' : 'code')}>
            {method === 'code' ? t('secondFactor.useRecovery') : t('secondFactor.useApp')}
          </Button>
        )}
        {expired ? null : (
          <Button variant="ghost" onPress={onRestart}>
            {t('secondFactor.startAgain')}
          </Button>
        )}
        {expired ? null : (
          <Button variant="ghost" onPress={() => setLostFactor(true)}>
            {t('factorRecovery.link')}
          </Button>
        )}
      </nav>
    </>
  );
}
