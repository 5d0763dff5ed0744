import { Button, EmailField, FormErrorSummary } from '@sarraf/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from '../../shared/forms/useForm';
import '../i18n/registerAuthI18n';
import * as page from '../components/AuthPage.css';
import { validateEmailStep } from './validateEmailStep';

export interface EmailCodeFormProps {
  /** Sends a code to the (trimmed) email and moves the screen on; a rejection is shown as the failure. */
  send: (email: string) => Promise<void>;
  /** The failure's text when a flow words it its own way (spec section 8). @default the shared rule */
  failureText?: (error: unknown) => string;
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
  const form = useForm({
    namespace: 'auth',
    initialValues: { email: '' },
    validate: ({ email }) => validateEmailStep(email),
    submit: ({ email }) => send(email.trim()),
    failureText: failureText && ((error) => failureText(error)),
  });
  const emailError = form.fieldErrors.email;

  return (
    <>
      <FormErrorSummary
        title={form.failure ? failedTitle : t('fields.errorSummaryTitle')}
        errors={form.summary({ email: emailId })}
        focusKey={form.refusals}
      />
      <form className={page.form} noValidate onSubmit={form.handleSubmit}>
        <EmailField
          id={emailId}
          label={t('fields.email')}
          name="email"
          normalizeDigits
          {...form.bind('email')}
          isInvalid={Boolean(emailError)}
        />
        <Button type="submit" size="lg" fullWidth isPending={form.isPending} pendingLabel={submittingLabel}>
          {submitLabel}
        </Button>
      </form>
    </>
  );
}
