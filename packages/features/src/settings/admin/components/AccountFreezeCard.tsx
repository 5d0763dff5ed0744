import {
  Banner,
  Button,
  Card,
  Dialog,
  EmailField,
  FormErrorSummary,
  formatDateTime,
  RadioGroup,
  TextField,
} from '@sarraf/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TransWithLtr } from '../../../shared/components/TransWithLtr';
import { useDisplayLocale } from '../../../shared/hooks/useDisplayLocale';
import { adminFreezeAccount, type AccountFrozen } from '../api/adminFreezeAccount';
import '../i18n/registerSettingsAdminI18n';
import {
  toAccountFreeze,
  validateAccountFreeze,
  type AccountFreezeField,
  type AccountFreezeValues,
  type FreezeWhatChoice,
} from '../rules/validateAccountFreeze';
import * as styles from './freezeCard.css';
import { useDeskFreezeForm } from './useDeskFreezeForm';

const CHOICES: readonly FreezeWhatChoice[] = ['withdrawals', 'trading'];

/**
 * Stop an account: for an operator who does not trust a withdrawal or an account, stops the person's
 * withdrawals or, separately, their trading, with a note the person reads in every refusal. The dialog says
 * what follows (new requests refused with the note; what already waits is not touched, to be rejected from
 * the queue); after it, whose part is stopped and since when. Opened again with WithdrawalFreezeCard or
 * TradingFreezeCard.
 */
export function AccountFreezeCard() {
  const { t } = useTranslation('admin');
  const locale = useDisplayLocale();
  const id = useId();
  const { form, isConfirming, done, review, dialog } = useDeskFreezeForm<
    AccountFreezeValues,
    AccountFrozen,
    AccountFreezeField
  >({
    initialValues: { email: '', what: null, note: '' },
    validate: validateAccountFreeze,
    send: (values) => adminFreezeAccount(toAccountFreeze(values)),
    // A 409 ("this part is already stopped") in the server's words.
    emailRefusal: { notFound: t('settings.accountFreeze.unknownEmail') },
  });
  // The choice is a group, not one input: its message stays on it and is listed unlinked in the summary.
  const fieldIds: Partial<Record<AccountFreezeField, string>> = {
    email: `${id}-email`,
    note: `${id}-note`,
  };
  const email = form.values.email.trim();
  const what = form.values.what ?? 'withdrawals';

  return (
    <Card title={t('settings.accountFreeze.title')}>
      <form
        className={styles.form}
        noValidate
        onSubmit={review}
        aria-label={t('settings.accountFreeze.title')}
      >
        <p className={styles.description}>{t('settings.accountFreeze.description')}</p>
        {done ? (
          <Banner tone="positive" isLive title={t(`settings.accountFreeze.stoppedTitle.${done.what}`)}>
            <p className={styles.text}>
              <TransWithLtr
                namespace="admin"
                i18nKey={`settings.accountFreeze.stopped.${done.what}`}
                values={{ email: done.email, since: formatDateTime(done.frozen_at, { locale }) }}
              />
            </p>
          </Banner>
        ) : null}
        {/* Drawn again once the dialog closes, so a refusal moves focus to its field then, not behind it. */}
        {isConfirming ? null : (
          <FormErrorSummary
            title={form.failure ? t('settings.accountFreeze.failedTitle') : t('settings.errorSummaryTitle')}
            errors={form.summary(fieldIds)}
            focusKey={form.refusals}
          />
        )}
        <EmailField
          id={fieldIds.email}
          label={t('settings.accountFreeze.email')}
          name="email"
          description={t('settings.accountFreeze.emailHint')}
          {...form.bind('email')}
          isRequired
        />
        <RadioGroup
          label={t('settings.accountFreeze.what')}
          name="what"
          orientation="horizontal"
          options={CHOICES.map((choice) => ({
            value: choice,
            label: t(`settings.accountFreeze.choices.${choice}`),
          }))}
          value={form.values.what}
          onChange={(value) => form.setValue('what', value as FreezeWhatChoice)}
          errorMessage={form.fieldErrors.what}
          isRequired
          isDisabled={form.isPending}
        />
        <TextField
          id={fieldIds.note}
          label={t('settings.accountFreeze.note')}
          name="note"
          description={t('settings.accountFreeze.noteHint')}
          {...form.bind('note')}
          isRequired
        />
        <span className={styles.submit}>
          <Button type="submit" variant="primary" isDisabled={form.isPending}>
            {t('settings.accountFreeze.submit')}
          </Button>
        </span>
      </form>
      <Dialog
        {...dialog}
        title={t(`settings.accountFreeze.confirmTitle.${what}`)}
        confirmLabel={t(`settings.accountFreeze.confirm.${what}`)}
        pendingLabel={t(`settings.accountFreeze.submitting.${what}`)}
        cancelLabel={t('cancel')}
      >
        <p className={styles.text}>
          <TransWithLtr
            namespace="admin"
            i18nKey={`settings.accountFreeze.confirmText.${what}`}
            values={{ email }}
          />
        </p>
        <p className={styles.text}>{t('settings.accountFreeze.noteShown')}</p>
        <p className={styles.quote} dir="auto">
          {form.values.note.trim()}
        </p>
      </Dialog>
    </Card>
  );
}
