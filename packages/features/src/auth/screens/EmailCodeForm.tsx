import { Button, EmailField, FormErrorSummary } from '@sarraf/ui';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/errors/ApiError';
import '../i18n/registerAuthI18n';
import * as page from '../components/AuthPage.css';
import { errorSummaryItems, serverFieldErrors } from '../components/errorSummaryItems';
import { validateEmailStep } from './validateEmailStep';

export interface EmailCodeFormProps {
  /** Sends a code to the (trimmed) email and moves the screen on; a rejection is shown as the failure. */
  send: (email: string) => Promise<void>;
  /** The failure's text: each flow words it its own way (spec section 8). */
  failureText: (error: unknown) => string;
  /** Title of the error summary when sending failed. */
  failedTitle: string;
  submitLabel: string;
  submittingLabel: string;
}

/**
 * The first step of sign-up and of password recovery: an email, checked here (spec section 5) and by the
 * server, whose field errors land on the field. Stays pending after a successful send, while the screen moves on.
 */
export function EmailCodeForm({
  send,
  failureText,
  failedTitle,
  submitLabel,
  submittingLabel,
}: EmailCodeFormProps) {
  const { t } = useTranslation('auth');
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
      await send(email.trim());
    } catch (error) {
      setFailure(failureText(error));
      setEmailError(
        serverFieldErrors(isApiError(error) ? error.body.errors : undefined, { email: 'email' }).email,
      );
      setSubmitting(false);
    }
  }

  return (
    <>
      <FormErrorSummary
        title={failure ? failedTitle : t('fields.errorSummaryTitle')}
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
        <Button type="submit" size="lg" fullWidth isPending={isSubmitting} pendingLabel={submittingLabel}>
          {submitLabel}
        </Button>
      </form>
    </>
  );
}
