import { appPaths } from '@sarraf/routes';
import { AppHeader, Banner, Button, FormErrorSummary, PasswordField, showToast } from '@sarraf/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../shared/errors/ApiError';
import { useForm } from '../../shared/forms/useForm';
import { useBack } from '../../shared/hooks/useBack';
import { safeRedirectPath } from '../../shared/routing/safeRedirectPath';
import { invalidateCurrentUser } from '../../shared/session/currentUser';
import { screenColumn } from '../../shared/styles/screenColumn.css';
import { useCurrentUser } from '../../shared/session/useCurrentUser';
import { setPassword } from '../api/setPassword';
import { AuthPage } from '../components/AuthPage';
import { NewPasswordFields } from '../components/NewPasswordFields';
import * as page from '../components/AuthPage.css';
import '../i18n/registerAuthI18n';
import { personalWords } from '../strength/personalWords';
import { validateNewPassword } from './validateNewPassword';

/** Where the user goes when the server names nowhere usable. */
const DEFAULT_AFTER_PASSWORD = '/panel';

type Field = 'current' | 'password' | 'confirmation';

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
 *
 * Someone changing a password they chose gets the signed-in screens' header with a way back (to where they
 * came from, else the profile). The first password after sign-up and an operator's one-time one get none:
 * the account is not usable until the step is done, and the route guard brings the person back to it.
 */
export function PasswordSetScreen() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const id = useId();
  const fieldIds: Record<Field, string> = {
    current: `${id}-current`,
    password: `${id}-password`,
    confirmation: `${id}-confirmation`,
  };

  // The server asking for the current password settles it, whatever a stale user object said.
  const [serverWantsCurrent, setServerWantsCurrent] = useState(false);

  const asksCurrent = Boolean(user?.has_password || user?.must_change_password) || serverWantsCurrent;
  const mayLeave = Boolean(user?.has_password) && !user?.must_change_password;
  const back = useBack(appPaths.profile);

  const form = useForm<Record<Field, string>, { redirect_to: string }, Field>({
    namespace: 'auth',
    initialValues: { current: '', password: '', confirmation: '' },
    validate: ({ current, password, confirmation }) =>
      validateNewPassword({ current: asksCurrent ? current : undefined, password, confirmation }),
    submit: ({ current, password, confirmation }) =>
      setPassword({
        ...(asksCurrent ? { current_password: current } : {}),
        password,
        password_confirmation: confirmation,
      }),
    onSuccess: async ({ redirect_to }) => {
      showToast({ title: t('passwordSet.success'), tone: 'positive' });
      // The user object says whether a password exists and whether it must still change: load it fresh.
      await invalidateCurrentUser(queryClient);
      void navigate(safeRedirectPath(redirect_to) ?? DEFAULT_AFTER_PASSWORD, { replace: true });
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 422 && error.body.errors?.current_password) {
        setServerWantsCurrent(true);
      }
    },
    serverFields: SERVER_FIELDS,
    // Field messages that all land on fields say everything; anything else gets the general text.
    failureText: (_error, { allPlaced, defaultText }) => (allPlaced ? null : defaultText),
  });
  const { fieldErrors } = form;

  const content = (
    <>
      {user?.must_change_password ? (
        <Banner tone="warning" title={t('passwordSet.mustChangeTitle')}>
          {t('passwordSet.mustChangeBody')}
        </Banner>
      ) : null}
      <FormErrorSummary
        title={form.failure ? t('passwordSet.failedTitle') : t('fields.errorSummaryTitle')}
        errors={form.summary(fieldIds)}
        focusKey={form.refusals}
      />
      <form className={page.form} noValidate onSubmit={form.handleSubmit}>
        {asksCurrent ? (
          <PasswordField
            id={fieldIds.current}
            label={t('fields.currentPassword')}
            name="current_password"
            autoComplete="current-password"
            dir="ltr"
            value={form.values.current}
            onChange={(current) => form.setValue('current', current)}
            showPasswordLabel={t('fields.showPassword')}
            hidePasswordLabel={t('fields.hidePassword')}
            isInvalid={Boolean(fieldErrors.current)}
            errorMessage={fieldErrors.current}
            isDisabled={form.isPending}
          />
        ) : null}
        <NewPasswordFields
          ids={fieldIds}
          labels={
            asksCurrent
              ? { password: t('fields.newPassword'), confirmation: t('fields.newConfirmation') }
              : { password: t('fields.password'), confirmation: t('fields.confirmation') }
          }
          password={form.values.password}
          confirmation={form.values.confirmation}
          onPasswordChange={(password) => form.setValue('password', password)}
          onConfirmationChange={(confirmation) => form.setValue('confirmation', confirmation)}
          errors={fieldErrors}
          isDisabled={form.isPending}
          userInputs={personalWords(user?.email)}
        />
        <Button
          type="submit"
          size="lg"
          fullWidth
          isPending={form.isPending}
          pendingLabel={t('passwordSet.submitting')}
        >
          {t('passwordSet.submit')}
        </Button>
      </form>
    </>
  );

  if (mayLeave) {
    return (
      <>
        <AppHeader title={t('passwordSet.changeTitle')} backLabel={t('common:actions.back')} onBack={back} />
        <main className={screenColumn.narrow}>
          <p className={page.subtitle}>{t('passwordSet.changeSubtitle')}</p>
          {content}
        </main>
      </>
    );
  }

  return (
    <AuthPage
      title={t(asksCurrent ? 'passwordSet.changeTitle' : 'passwordSet.title')}
      subtitle={t(asksCurrent ? 'passwordSet.changeSubtitle' : 'passwordSet.subtitle')}
    >
      {content}
    </AuthPage>
  );
}
