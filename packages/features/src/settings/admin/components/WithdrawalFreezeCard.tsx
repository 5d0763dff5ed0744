import {
  Banner,
  Button,
  Card,
  Dialog,
  EmailField,
  FormErrorSummary,
  formatDateTime,
  TextField,
} from '@sarraf/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { TransWithLtr } from '../../../shared/components/TransWithLtr';
import { useDisplayLocale } from '../../../shared/hooks/useDisplayLocale';
import '../i18n/registerSettingsAdminI18n';
import type { FreezeLiftField } from '../rules/validateFreezeLift';
import * as styles from './WithdrawalFreezeCard.css';
import { useWithdrawalFreezeLift } from './useWithdrawalFreezeLift';

/**
 * Stopped withdrawals: an owner who pressed "this was not me" in a security mail stopped every withdrawal
 * of their account. Once support has checked who they are, the operator opens them again here, by the
 * account's email, with a note of why (kept in the audit log), after confirming in a dialog.
 */
export function WithdrawalFreezeCard() {
  const { t } = useTranslation('admin');
  const locale = useDisplayLocale();
  const id = useId();
  const { form, isConfirming, lifted, review, dialog } = useWithdrawalFreezeLift();
  const fieldIds: Record<FreezeLiftField, string> = { email: `${id}-email`, note: `${id}-note` };
  const email = form.values.email.trim();

  return (
    <Card title={t('settings.withdrawalFreeze.title')}>
      <form
        className={styles.form}
        noValidate
        onSubmit={review}
        aria-label={t('settings.withdrawalFreeze.title')}
      >
        <p className={styles.description}>{t('settings.withdrawalFreeze.description')}</p>
        {lifted ? (
          <Banner tone="positive" isLive title={t('settings.withdrawalFreeze.liftedTitle')}>
            <p className={styles.text}>
              <TransWithLtr
                namespace="admin"
                i18nKey="settings.withdrawalFreeze.lifted"
                values={{
                  email: lifted.email,
                  since: formatDateTime(lifted.frozen_at, { locale }),
                }}
              />
            </p>
          </Banner>
        ) : null}
        {/* Drawn again once the dialog closes, so a refusal moves focus to its field then, not behind it. */}
        {isConfirming ? null : (
          <FormErrorSummary
            title={
              form.failure ? t('settings.withdrawalFreeze.failedTitle') : t('settings.errorSummaryTitle')
            }
            errors={form.summary(fieldIds)}
            focusKey={form.refusals}
          />
        )}
        <EmailField
          id={fieldIds.email}
          label={t('settings.withdrawalFreeze.email')}
          name="email"
          description={t('settings.withdrawalFreeze.emailHint')}
          {...form.bind('email')}
          isRequired
        />
        <TextField
          id={fieldIds.note}
          label={t('settings.withdrawalFreeze.note')}
          name="note"
          description={t('settings.withdrawalFreeze.noteHint')}
          {...form.bind('note')}
          isRequired
        />
        <span className={styles.submit}>
          <Button type="submit" variant="primary" isDisabled={form.isPending}>
            {t('settings.withdrawalFreeze.submit')}
          </Button>
        </span>
      </form>
      <Dialog
        {...dialog}
        title={t('settings.withdrawalFreeze.confirmTitle')}
        confirmLabel={t('settings.withdrawalFreeze.confirm')}
        pendingLabel={t('settings.withdrawalFreeze.submitting')}
        cancelLabel={t('cancel')}
      >
        <p className={styles.text}>
          <TransWithLtr
            namespace="admin"
            i18nKey="settings.withdrawalFreeze.confirmText"
            values={{ email }}
          />
        </p>
      </Dialog>
    </Card>
  );
}
