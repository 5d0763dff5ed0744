import { Dialog, OtpField, toLocaleDigits } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import type { SecureWithdrawals } from '../../entities/secureWithdrawal';
import { isValidationError } from '../../shared/forms/serverFieldErrors';
import { useForm } from '../../shared/forms/useForm';
import { useDisplayLocale } from '../../shared/hooks/useDisplayLocale';
import { setSecureWithdrawals } from '../api/setSecureWithdrawals';
import '../i18n/registerSecurityI18n';
import { isTotpCode, TOTP_CODE_LENGTH } from '../rules/totpCode';
import * as styles from './SecondFactorCard.css';

/** What the card's one button asks for: turn the mode on, off, or keep an ending one on. */
export type SecureWithdrawalsAction = 'turnOn' | 'turnOff' | 'keepOn';

export interface SecureWithdrawalsDialogProps {
  action: SecureWithdrawalsAction;
  /** How long a new destination waits, and turning the mode off takes (the mode's `wait_hours`). */
  waitHours: number;
  /** Closes the dialog (Cancel, Escape; never while the request is on its way). */
  onClose: () => void;
  /** The server changed the mode: the card reads it again, then closes the dialog. */
  onChanged: (mode: SecureWithdrawals) => Promise<unknown>;
}

/**
 * Asks for the authenticator app's current code, then turns the mode on or off (PUT). A missing, wrong or
 * used code is said on the code's cells, which empty for the app's next code (a code works once); any other
 * refusal (no app: 403, locked out: 429) in the server's words above the buttons.
 */
export function SecureWithdrawalsDialog({
  action,
  waitHours,
  onClose,
  onChanged,
}: SecureWithdrawalsDialogProps) {
  const { t } = useTranslation('security');
  const locale = useDisplayLocale();
  const form = useForm({
    namespace: 'security',
    initialValues: { totp_code: '' },
    validate: ({ totp_code }) =>
      isTotpCode(totp_code) ? {} : { totp_code: 'secureWithdrawals.codeInvalid' },
    submit: ({ totp_code }) => setSecureWithdrawals({ on: action !== 'turnOff', totp_code }),
    onSuccess: (mode) => onChanged(mode),
    onError: (error) => {
      if (isValidationError(error) && error.body.errors?.totp_code) {
        form.setValue('totp_code', '', { keepError: true });
      }
    },
    // The server's word on the code belongs on its cells; anything else above the buttons.
    failureText: (_error, { allPlaced, defaultText }) => (allPlaced ? null : defaultText),
  });
  const hours = toLocaleDigits(String(waitHours), locale);

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t(`secureWithdrawals.${action}.title`)}
      confirmLabel={t(`secureWithdrawals.${action}.confirm`)}
      cancelLabel={t('secureWithdrawals.cancel')}
      onConfirm={() => form.handleSubmit()}
      isPending={form.isPending}
      pendingLabel={t('secureWithdrawals.pending')}
      errorMessage={form.failure ?? undefined}
    >
      {/* A form, so Enter in the last cell confirms as the button does. */}
      <form className={styles.content} noValidate onSubmit={form.handleSubmit}>
        <p className={styles.body}>{t(`secureWithdrawals.${action}.body`, { count: waitHours, hours })}</p>
        <OtpField
          label={t('secureWithdrawals.code')}
          description={t('secureWithdrawals.codeHint')}
          cellLabel={(position, length) => t('secureWithdrawals.codeCell', { position, length })}
          length={TOTP_CODE_LENGTH}
          name="totp_code"
          autoFocus
          {...form.bind('totp_code')}
        />
      </form>
    </Dialog>
  );
}
