import { PasswordField } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import '../i18n/registerAuthI18n';
import { PasswordStrengthHint } from './PasswordStrengthHint';

export interface NewPasswordFieldsProps {
  /** Ids of the two inputs, so the error summary can link to them. */
  ids: { password: string; confirmation: string };
  /** Visible labels of the two fields (setting a first password and resetting one word them differently). */
  labels: { password: string; confirmation: string };
  password: string;
  confirmation: string;
  onPasswordChange(value: string): void;
  onConfirmationChange(value: string): void;
  /** Field messages, from the screen's own checks or the server's 422. */
  errors: { password?: string; confirmation?: string };
  isDisabled?: boolean;
  /** What is known about the person (their email), so the strength hint rates a password built from it weak. */
  userInputs?: readonly string[];
}

const NO_USER_INPUTS: readonly string[] = [];

/**
 * A new password, its strength hint and its confirmation, as sent to password-set and password reset
 * (`password_confirmation`).
 */
export function NewPasswordFields(props: NewPasswordFieldsProps) {
  const { t } = useTranslation('auth');
  const field = (key: 'password' | 'confirmation', value: string, onChange: (value: string) => void) => (
    <PasswordField
      id={props.ids[key]}
      label={props.labels[key]}
      name={key === 'password' ? 'password' : 'password_confirmation'}
      autoComplete="new-password"
      dir="ltr"
      value={value}
      onChange={onChange}
      showPasswordLabel={t('fields.showPassword')}
      hidePasswordLabel={t('fields.hidePassword')}
      isInvalid={Boolean(props.errors[key])}
      errorMessage={props.errors[key]}
      isDisabled={props.isDisabled}
    />
  );
  return (
    <>
      {field('password', props.password, props.onPasswordChange)}
      <PasswordStrengthHint password={props.password} userInputs={props.userInputs ?? NO_USER_INPUTS} />
      {field('confirmation', props.confirmation, props.onConfirmationChange)}
    </>
  );
}
