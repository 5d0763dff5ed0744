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
import {
  toFreezeLift,
  validateFreezeLift,
  type FreezeLiftField,
  type FreezeLiftValues,
  type FreezeLiftWords,
} from '../rules/validateFreezeLift';
import * as styles from './freezeCard.css';
import { useDeskFreezeForm } from './useDeskFreezeForm';

/** What the server answers once a part of an account is open again. */
interface FreezeLifted {
  email: string;
  frozen_at: string;
}

export interface FreezeLiftCardProps {
  /** The card's words in the admin namespace (`settings.<words>.…`). */
  words: FreezeLiftWords;
  /** The request that opens it again. */
  lift: (body: FreezeLiftValues) => Promise<FreezeLifted>;
  /** Word a 409 ("not stopped") with the card's `notStopped` instead of the server's message. */
  wordsNotStopped?: boolean;
}

/**
 * Opens a stopped part of an account again (withdrawals, or trading), by the account's email, with a note
 * of why (kept in the audit log), after confirming in a dialog; then says whose and since when it had been
 * stopped. WithdrawalFreezeCard and TradingFreezeCard are this card with their words and request.
 */
export function FreezeLiftCard({ words, lift, wordsNotStopped = false }: FreezeLiftCardProps) {
  const { t } = useTranslation('admin');
  const w = (key: string) => `settings.${words}.${key}`;
  const locale = useDisplayLocale();
  const id = useId();
  const { form, isConfirming, done, review, dialog } = useDeskFreezeForm<
    FreezeLiftValues,
    FreezeLifted,
    FreezeLiftField
  >({
    initialValues: { email: '', note: '' },
    validate: (values) => validateFreezeLift(values, words),
    send: (values) => lift(toFreezeLift(values)),
    emailRefusal: {
      notFound: t(w('unknownEmail')),
      conflict: wordsNotStopped ? t(w('notStopped')) : undefined,
    },
  });
  const fieldIds: Record<FreezeLiftField, string> = { email: `${id}-email`, note: `${id}-note` };
  const email = form.values.email.trim();

  return (
    <Card title={t(w('title'))}>
      <form className={styles.form} noValidate onSubmit={review} aria-label={t(w('title'))}>
        <p className={styles.description}>{t(w('description'))}</p>
        {done ? (
          <Banner tone="positive" isLive title={t(w('liftedTitle'))}>
            <p className={styles.text}>
              <TransWithLtr
                namespace="admin"
                i18nKey={w('lifted')}
                values={{ email: done.email, since: formatDateTime(done.frozen_at, { locale }) }}
              />
            </p>
          </Banner>
        ) : null}
        {/* Drawn again once the dialog closes, so a refusal moves focus to its field then, not behind it. */}
        {isConfirming ? null : (
          <FormErrorSummary
            title={form.failure ? t(w('failedTitle')) : t('settings.errorSummaryTitle')}
            errors={form.summary(fieldIds)}
            focusKey={form.refusals}
          />
        )}
        <EmailField
          id={fieldIds.email}
          label={t(w('email'))}
          name="email"
          description={t(w('emailHint'))}
          {...form.bind('email')}
          isRequired
        />
        <TextField
          id={fieldIds.note}
          label={t(w('note'))}
          name="note"
          description={t(w('noteHint'))}
          {...form.bind('note')}
          isRequired
        />
        <span className={styles.submit}>
          <Button type="submit" variant="primary" isDisabled={form.isPending}>
            {t(w('submit'))}
          </Button>
        </span>
      </form>
      <Dialog
        {...dialog}
        title={t(w('confirmTitle'))}
        confirmLabel={t(w('confirm'))}
        pendingLabel={t(w('submitting'))}
        cancelLabel={t('cancel')}
      >
        <p className={styles.text}>
          <TransWithLtr namespace="admin" i18nKey={w('confirmText')} values={{ email }} />
        </p>
      </Dialog>
    </Card>
  );
}
