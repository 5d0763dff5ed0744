import { Button, OtpField, PasswordField } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import type { FieldBinding } from '../../shared/forms/useForm';
import '../i18n/registerSecurityI18n';
import { TOTP_CODE_LENGTH } from '../rules/totpCode';
import * as styles from './totpEnrolment.css';

/** The account's password, as every security dialog asks it before a change (with show and hide). */
export function AccountPassword({ id, binding }: { id: string; binding: FieldBinding<string> }) {
  const { t } = useTranslation('security');
  return (
    <PasswordField
      id={id}
      label={t('enrolment.password.label')}
      name="password"
      autoComplete="current-password"
      showPasswordLabel={t('enrolment.password.show')}
      hidePasswordLabel={t('enrolment.password.hide')}
      {...binding}
      isInvalid={Boolean(binding.errorMessage)}
    />
  );
}

export interface AppCodeProps {
  /** The id the error summary's link focuses: the group of cells has no single input id. */
  id: string;
  binding: FieldBinding<string>;
  /** Words under the label (what code to type). */
  description?: string;
  /** @default 'code' */
  name?: string;
}

/** The authenticator app's 6-digit code, in cells for the phone's keyboard and one-time-code autofill. */
export function AppCode({ id, binding, description, name = 'code' }: AppCodeProps) {
  const { t } = useTranslation('security');
  return (
    <div id={id} tabIndex={-1}>
      <OtpField
        label={t('enrolment.app.code')}
        description={description}
        cellLabel={(position, length) => t('enrolment.app.codeCell', { position, length })}
        length={TOTP_CODE_LENGTH}
        name={name}
        {...binding}
      />
    </div>
  );
}

export interface FormActionsProps {
  submitLabel: string;
  pendingLabel: string;
  isPending: boolean;
  onCancel: () => void;
  /** @default 'primary' */
  variant?: 'primary' | 'critical';
  /** @default the set-up's "Cancel" */
  cancelLabel?: string;
}

/** A security form's two buttons: its action first in reading order, then Cancel; on two rows when narrow. */
export function FormActions({
  submitLabel,
  pendingLabel,
  isPending,
  onCancel,
  variant = 'primary',
  cancelLabel,
}: FormActionsProps) {
  const { t } = useTranslation('security');
  return (
    <div className={styles.actions}>
      <span className={styles.action}>
        <Button type="submit" variant={variant} fullWidth isPending={isPending} pendingLabel={pendingLabel}>
          {submitLabel}
        </Button>
      </span>
      <span className={styles.action}>
        <Button variant="secondary" fullWidth isDisabled={isPending} onPress={onCancel}>
          {cancelLabel ?? t('enrolment.cancel')}
        </Button>
      </span>
    </div>
  );
}
