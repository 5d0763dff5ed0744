import { isValidOtp } from './validateOtp';

/** Spec section 9: the shortest password accepted. */
export const MIN_PASSWORD_LENGTH = 8;

/** The fields of the password forms; `code` only on the forgotten-password form. */
export interface NewPasswordValues {
  code?: string;
  password: string;
  confirmation: string;
}

export type NewPasswordField = keyof NewPasswordValues;

/** Translation keys (auth namespace) of the client-side messages. */
export type NewPasswordValidationKey =
  'validation.fillAll' | 'validation.otp' | 'validation.passwordTooShort' | 'validation.passwordMismatch';

/**
 * Spec section 5, in order: any empty input -> "Please fill all inputs!" on each empty one; then the code
 * (6 digits); then the password length; then "Passwords must be same!" on the confirmation. Returns no
 * entries when the form may be sent.
 */
export function validateNewPassword(
  values: NewPasswordValues,
): Partial<Record<NewPasswordField, NewPasswordValidationKey>> {
  const fields = (['code', 'password', 'confirmation'] as const).filter(
    (field) => values[field] !== undefined,
  );
  const empty = fields.filter((field) => (values[field] ?? '').trim() === '');
  if (empty.length > 0) return Object.fromEntries(empty.map((field) => [field, 'validation.fillAll']));
  if (values.code !== undefined && !isValidOtp(values.code)) return { code: 'validation.otp' };
  if (values.password.length < MIN_PASSWORD_LENGTH) return { password: 'validation.passwordTooShort' };
  if (values.password !== values.confirmation) return { confirmation: 'validation.passwordMismatch' };
  return {};
}
