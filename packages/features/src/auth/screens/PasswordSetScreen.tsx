import { Button, FormErrorSummary, showToast } from '@sarraf/ui';
import { useSetAtom } from 'jotai';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../shared/errors/ApiError';
import { buildErrorText } from '../../shared/errors/buildErrorText';
import { safeRedirectPath } from '../../shared/routing/safeRedirectPath';
import { setPassword } from '../api/setPassword';
import { AuthPage } from '../components/AuthPage';
import { NewPasswordFields } from '../components/NewPasswordFields';
import * as page from '../components/AuthPage.css';
import { errorSummaryItems, serverFieldErrors } from '../components/errorSummaryItems';
import '../i18n/registerAuthI18n';
import { refreshUserAtom } from '../state/authAtoms';
import { validateNewPassword } from './validateNewPassword';

/** Where the user goes when the server names nowhere usable. */
const DEFAULT_AFTER_PASSWORD = '/panel';

type Field = 'password' | 'confirmation';
type FieldErrors = Partial<Record<Field, string>>;

/** Server field names -> ours. */
const SERVER_FIELDS: Record<string, Field> = { password: 'password', password_confirmation: 'confirmation' };

/**
 * Set the password (route /user/password-set, signed in): right after the sign-up code, or to change it.
 * Setting it ends the person's other sessions on the server.
 */
export function PasswordSetScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const refreshUser = useSetAtom(refreshUserAtom);
  const id = useId();
  const fieldIds: Record<Field, string> = { password: `${id}-password`, confirmation: `${id}-confirmation` };

  const [password, setPasswordValue] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    setFailure(null);
    const invalid = validateNewPassword({ password, confirmation });
    setFieldErrors(Object.fromEntries(Object.entries(invalid).map(([field, key]) => [field, t(key)])));
    if (Object.keys(invalid).length > 0) return;
    setSubmitting(true);
    try {
      const { redirect_to } = await setPassword({ password, password_confirmation: confirmation });
      showToast({ title: t('passwordSet.success'), tone: 'positive' });
      // The user object says whether a password exists: load it fresh.
      await refreshUser().catch(() => null);
      void navigate(safeRedirectPath(redirect_to) ?? DEFAULT_AFTER_PASSWORD, { replace: true });
    } catch (error) {
      setFailure(buildErrorText(error, t('common:errors.unexpected')));
      setFieldErrors(serverFieldErrors(isApiError(error) ? error.body.errors : undefined, SERVER_FIELDS));
      setSubmitting(false);
    }
  }

  return (
    <AuthPage title={t('passwordSet.title')} subtitle={t('passwordSet.subtitle')}>
      <FormErrorSummary
        title={failure ? t('passwordSet.failedTitle') : t('fields.errorSummaryTitle')}
        errors={errorSummaryItems(failure, fieldErrors, fieldIds)}
      />
      <form className={page.form} noValidate onSubmit={handleSubmit}>
        <NewPasswordFields
          ids={fieldIds}
          labels={{ password: t('fields.password'), confirmation: t('fields.confirmation') }}
          password={password}
          confirmation={confirmation}
          onPasswordChange={setPasswordValue}
          onConfirmationChange={setConfirmation}
          errors={fieldErrors}
          isDisabled={isSubmitting}
        />
        <Button
          type="submit"
          size="lg"
          fullWidth
          isPending={isSubmitting}
          pendingLabel={t('passwordSet.submitting')}
        >
          {t('passwordSet.submit')}
        </Button>
      </form>
    </AuthPage>
  );
}
