import { Button, DialogFrame, FormErrorSummary, OtpField, TextField, toLocaleDigits } from '@sarraf/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../shared/errors/ApiError';
import { isValidationError } from '../../shared/forms/serverFieldErrors';
import { useForm } from '../../shared/forms/useForm';
import { useDisplayLocale } from '../../shared/hooks/useDisplayLocale';
import type { AntiPhishingPhrase } from '../api/getAntiPhishingPhrase';
import { setAntiPhishingPhrase } from '../api/setAntiPhishingPhrase';
import '../i18n/registerSecurityI18n';
import {
  normalisePhrase,
  PHRASE_MAX_LENGTH,
  PHRASE_MIN_LENGTH,
  phraseProblem,
} from '../rules/antiPhishingPhrase';
import { isTotpCode, TOTP_CODE_LENGTH } from '../rules/totpCode';
import * as styles from './totpEnrolment.css';

/** What the card's buttons ask for: a first phrase, a new one in its place, or none. */
export type AntiPhishingAction = 'setUp' | 'change' | 'remove';

type Field = 'phrase' | 'totp_code';

/** The message key of each way a typed phrase breaks the rule. */
const PROBLEM_KEY = {
  empty: 'antiPhishing.phraseRequired',
  notAllowed: 'antiPhishing.phraseNotAllowed',
  tooShort: 'antiPhishing.phraseTooShort',
  tooLong: 'antiPhishing.phraseTooLong',
} as const;

export interface AntiPhishingDialogProps {
  action: AntiPhishingAction;
  /** Closes the dialog (Cancel, Escape, a press outside; never while the request is on its way). */
  onClose: () => void;
  /** The server changed the phrase: the card shows the new state, then closes the dialog. */
  onChanged: (state: AntiPhishingPhrase) => Promise<unknown>;
  /** The server says no app is on (403): the card reads the second factors again. */
  onNoApp: () => void;
}

/**
 * Sets, replaces or removes the anti-phishing phrase (PUT), with the authenticator app's current code. The
 * phrase is checked here by the server's rule (`rules/antiPhishingPhrase.ts`) before a code is spent on it.
 * The server's refusals of the phrase or the code are said on their fields (the code's cells empty for the
 * app's next code: a code works once); any other (no app: 403, locked out: 429) in the server's words in the
 * summary above the fields.
 */
export function AntiPhishingDialog({ action, onClose, onChanged, onNoApp }: AntiPhishingDialogProps) {
  const { t } = useTranslation('security');
  const locale = useDisplayLocale();
  const id = useId();
  const fieldIds: Record<Field, string> = { phrase: `${id}-phrase`, totp_code: `${id}-code` };
  const removing = action === 'remove';
  const form = useForm<{ phrase: string; totp_code: string }, AntiPhishingPhrase, Field>({
    namespace: 'security',
    initialValues: { phrase: '', totp_code: '' },
    validate: ({ phrase, totp_code }) => {
      const problem = removing ? null : phraseProblem(phrase);
      return {
        ...(problem ? { phrase: PROBLEM_KEY[problem] } : {}),
        ...(isTotpCode(totp_code) ? {} : { totp_code: 'antiPhishing.codeInvalid' }),
      };
    },
    submit: ({ phrase, totp_code }) =>
      setAntiPhishingPhrase({ phrase: removing ? null : normalisePhrase(phrase), totp_code }),
    onSuccess: (state) => onChanged(state),
    onError: (error) => {
      if (isValidationError(error) && error.body.errors?.totp_code) {
        form.setValue('totp_code', '', { keepError: true });
      }
      if (isApiError(error) && error.status === 403) onNoApp();
    },
    // The server's word on the phrase or the code belongs on its field; anything else in the summary.
    failureText: (_error, { allPlaced, defaultText }) => (allPlaced ? null : defaultText),
  });
  const digits = (value: number) => toLocaleDigits(String(value), locale);

  return (
    <DialogFrame
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={t(`antiPhishing.${action}.title`)}
      isDismissable={!form.isPending}
    >
      {(close) => (
        <div className={styles.body}>
          <p className={styles.text}>{t(`antiPhishing.${action}.body`)}</p>
          <FormErrorSummary
            title={form.failure ? t('antiPhishing.failedTitle') : t('antiPhishing.errorSummaryTitle')}
            errors={form.summary(fieldIds)}
            focusKey={form.refusals}
          />
          <form className={styles.form} noValidate onSubmit={form.handleSubmit}>
            {removing ? null : (
              <TextField
                id={fieldIds.phrase}
                label={t('antiPhishing.phrase')}
                description={t('antiPhishing.phraseHint', {
                  min: digits(PHRASE_MIN_LENGTH),
                  max: digits(PHRASE_MAX_LENGTH),
                })}
                name="phrase"
                autoComplete="off"
                {...form.bind('phrase')}
              />
            )}
            {/* Focus target of the error summary's link: the group of cells has no single input id. */}
            <div id={fieldIds.totp_code} tabIndex={-1}>
              <OtpField
                label={t('antiPhishing.code')}
                description={t('antiPhishing.codeHint')}
                cellLabel={(position, length) => t('antiPhishing.codeCell', { position, length })}
                length={TOTP_CODE_LENGTH}
                name="totp_code"
                autoFocus={removing}
                {...form.bind('totp_code')}
              />
            </div>
            <div className={styles.actions}>
              <span className={styles.action}>
                <Button
                  type="submit"
                  variant={removing ? 'critical' : 'primary'}
                  fullWidth
                  isPending={form.isPending}
                  pendingLabel={t('antiPhishing.pending')}
                >
                  {t(`antiPhishing.${action}.confirm`)}
                </Button>
              </span>
              <span className={styles.action}>
                <Button variant="secondary" fullWidth isDisabled={form.isPending} onPress={close}>
                  {t('antiPhishing.cancel')}
                </Button>
              </span>
            </div>
          </form>
        </div>
      )}
    </DialogFrame>
  );
}
