import { appPaths } from '@sarraf/routes';
import { Banner, Button, FormErrorSummary, formatDateTime } from '@sarraf/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useForm } from '../../shared/forms/useForm';
import { useDisplayLocale } from '../../shared/hooks/useDisplayLocale';
import { invalidateCurrentUser } from '../../shared/session/currentUser';
import { freezeWithdrawals } from '../api/freezeWithdrawals';
import { AuthPage } from '../components/AuthPage';
import * as page from '../components/AuthPage.css';
import '../i18n/registerAuthI18n';
import * as styles from './FreezeWithdrawalsScreen.css';

/**
 * "This was not me" (route /security/freeze?token=…, public: it works signed in, signed out, or signed in as
 * someone else): every security mail links here. Opening the page changes nothing, since mail scanners open
 * links; it says what the button does, and only pressing it sends the token. Stopped, refused (the link was
 * used or has expired) or incomplete, the page ends with what to do next.
 */
export function FreezeWithdrawalsScreen() {
  const { t } = useTranslation('auth');
  const locale = useDisplayLocale();
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const [frozenAt, setFrozenAt] = useState<string | null>(null);
  const effectsId = useId();

  const form = useForm({
    namespace: 'auth',
    initialValues: { token },
    submit: (values) => freezeWithdrawals(values),
    onSuccess: ({ frozen_at }) => {
      setFrozenAt(frozen_at);
      // Every session of the account ended: if this browser held one, the app lets go of that user now.
      return invalidateCurrentUser(queryClient);
    },
    // A refused token is the whole page's news (the link is dead), not a field to correct: said below.
    failureText: (_error, { fieldErrors, defaultText }) => (fieldErrors.token ? null : defaultText),
  });
  // The server's own words: unknown, used or expired all read "this link no longer works".
  const linkRefused = form.fieldErrors.token;

  let body;
  if (frozenAt) {
    body = (
      <Banner tone="positive" isLive title={t('freeze.stoppedTitle')}>
        <p className={styles.text}>{t('freeze.stopped', { since: formatDateTime(frozenAt, { locale }) })}</p>
      </Banner>
    );
  } else if (linkRefused) {
    body = (
      <FormErrorSummary
        title={t('freeze.failedTitle')}
        errors={[{ message: linkRefused }]}
        focusKey={form.refusals}
      />
    );
  } else if (!token) {
    body = (
      <Banner tone="critical" title={t('freeze.incompleteTitle')}>
        <p className={styles.text}>{t('freeze.incomplete')}</p>
      </Banner>
    );
  } else {
    body = (
      <>
        <section className={styles.section} aria-labelledby={effectsId}>
          <h2 id={effectsId} className={styles.sectionTitle}>
            {t('freeze.effectsTitle')}
          </h2>
          <ul className={styles.list}>
            <li>{t('freeze.effects.withdrawals')}</li>
            <li>{t('freeze.effects.sessions')}</li>
            <li>{t('freeze.effects.untouched')}</li>
            <li>{t('freeze.effects.reopen')}</li>
          </ul>
        </section>
        <FormErrorSummary title={t('freeze.failedTitle')} errors={form.summary()} focusKey={form.refusals} />
        <form className={page.form} noValidate onSubmit={form.handleSubmit}>
          <Button
            type="submit"
            size="lg"
            fullWidth
            isPending={form.isPending}
            pendingLabel={t('freeze.submitting')}
          >
            {t('freeze.submit')}
          </Button>
        </form>
      </>
    );
  }

  const asking = Boolean(token) && !frozenAt && !linkRefused;
  return (
    <AuthPage title={t('freeze.title')} subtitle={asking ? t('freeze.subtitle') : undefined}>
      {body}
      {asking ? null : <NextSteps />}
    </AuthPage>
  );
}

/** What the owner does once withdrawals are stopped, or when the link could not stop them. */
function NextSteps() {
  const { t } = useTranslation('auth');
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.sectionTitle}>
        {t('freeze.nextTitle')}
      </h2>
      <ol className={styles.steps}>
        <li className={styles.step}>
          {/* The flow's first step: the reset screen itself needs the email given there. */}
          <Link className={page.link} to={appPaths.forgetPasswordEmail}>
            {t('freeze.next.password')}
          </Link>
          <p className={styles.stepText}>{t('freeze.next.passwordText')}</p>
        </li>
        <li className={styles.step}>
          {/* The public support section: the stop just signed every device out, and /support is signed-in. */}
          <Link className={page.link} to={`${appPaths.landing}#support`}>
            {t('freeze.next.support')}
          </Link>
          <p className={styles.stepText}>{t('freeze.next.supportText')}</p>
        </li>
        <li className={styles.step}>
          <span className={styles.stepTitle}>{t('freeze.next.authenticator')}</span>
          <p className={styles.stepText}>{t('freeze.next.authenticatorText')}</p>
        </li>
      </ol>
    </section>
  );
}
