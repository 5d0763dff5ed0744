import { Banner, Button, FormErrorSummary, PasswordField, showToast } from '@sarraf/ui';
import { useAtomValue, useSetAtom } from 'jotai';
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
import { errorSummaryItems, fieldsSayEverything, serverFieldErrors } from '../components/errorSummaryItems';
import '../i18n/registerAuthI18n';
import { personalWords } from '../strength/personalWords';
import { currentUserAtom, refreshUserAtom } from '../state/authAtoms';
import { validateNewPassword } from './validateNewPassword';

/** Where the user goes when the server names nowhere usable. */
const DEFAULT_AFTER_PASSWORD = '/panel';

type Field = 'current' | 'password' | 'confirmation';
type FieldErrors = Partial<Record<Field, string>>;

/** Server field names -> ours. */
const SERVER_FIELDS: Record<string, Field> = {
  current_password: 'current',
  password: 'password',
  password_confirmation: 'confirmation',
};

/**
 * Set the password (route /user/password-set, signed in; the route guard has loaded the user). Right after
 * the sign-up code there is no password yet; otherwise this changes it and asks for the current one, which
 * includes the one-time password of an account that must choose its own. Setting it ends the person's
 * other sessions on the server.
 */
export function PasswordSetScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const user = useAtomValue(currentUserAtom);
  const refreshUser = useSetAtom(refreshUserAtom);
  const id = useId();
  const fieldIds: Record<Field, string> = {
    current: `${id}-current`,
    password: `${id}-password`,
    confirmation: `${id}-confirmation`,
  };

  const [current, setCurrent] = useState('');
  const [password, setPasswordValue] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isSubmitting, setSubmitting] = useState(false);
  // The server asking for the current password settles it, whatever a stale user object said.
  const [serverWantsCurrent, setServerWantsCurrent] = useState(false);

  const asksCurrent = Boolean(user?.has_password || user?.must_change_password) || serverWantsCurrent;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    setFailure(null);
    const invalid = validateNewPassword({
      current: asksCurrent ? current : undefined,
      password,
      confirmation,
    });
    setFieldErrors(Object.fromEntries(Object.entries(invalid).map(([field, key]) => [field, t(key)])));
    if (Object.keys(invalid).length > 0) return;
    setSubmitting(true);
    try {
      const { redirect_to } = await setPassword({
        ...(asksCurrent ? { current_password: current } : {}),
        password,
        password_confirmation: confirmation,
      });
      showToast({ title: t('passwordSet.success'), tone: 'positive' });
      // The user object says whether a password exists and whether it must still change: load it fresh.
      await refreshUser().catch(() => null);
      void navigate(safeRedirectPath(redirect_to) ?? DEFAULT_AFTER_PASSWORD, { replace: true });
    } catch (error) {
      const serverErrors = isApiError(error) ? error.body.errors : undefined;
      const fields = serverFieldErrors(serverErrors, SERVER_FIELDS);
      if (fields.current) setServerWantsCurrent(true);
      setFailure(
        fieldsSayEverything(serverErrors, SERVER_FIELDS)
          ? null
          : buildErrorText(error, t('common:errors.unexpected')),
      );
      setFieldErrors(fields);
      setSubmitting(false);
    }
  }

  return (
    <AuthPage
      title={t(asksCurrent ? 'passwordSet.changeTitle' : 'passwordSet.title')}
      subtitle={t(asksCurrent ? 'passwordSet.changeSubtitle' : 'passwordSet.subtitle')}
    >
      {user?.must_change_password ? (
        <Banner tone="warning" title={t('passwordSet.mustChangeTitle')}>
          {t('passwordSet.mustChangeBody')}
        </Banner>
      ) : null}
      <FormErrorSummary
        title={failure ? t('passwordSet.failedTitle') : t('fields.errorSummaryTitle')}
        errors={errorSummaryItems(failure, fieldErrors, fieldIds)}
      />
      <form className={page.form} noValidate onSubmit={handleSubmit}>
        {asksCurrent ? (
          <PasswordField
            id={fieldIds.current}
            label={t('fields.currentPassword')}
            name="current_password"
            autoComplete="current-password"
            dir="ltr"
            value={current}
            onChange={setCurrent}
            showPasswordLabel={t('fields.showPassword')}
            hidePasswordLabel={t('fields.hidePassword')}
            isInvalid={Boolean(fieldErrors.current)}
            errorMessage={fieldErrors.current}
            isDisabled={isSubmitting}
          />
        ) : null}
        <NewPasswordFields
          ids={fieldIds}
          labels={
            asksCurrent
              ? { password: t('fields.newPassword'), confirmation: t('fields.newConfirmation') }
              : { password: t('fields.password'), confirmation: t('fields.confirmation') }
          }
          password={password}
          confirmation={confirmation}
          onPasswordChange={setPasswordValue}
          onConfirmationChange={setConfirmation}
          errors={fieldErrors}
          isDisabled={isSubmitting}
          userInputs={personalWords(user?.email)}
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
