import { isValidOtp } from './validateOtp';

/** Spec section 9: the shortest password accepted. */
export const MIN_PASSWORD_LENGTH = 8;

/**
 * The fields of the password forms; `code` only on the forgotten-password form, `current` only when a
 * signed-in person changes a password they already have.
 */
export interface NewPasswordValues {
  code?: string;
  current?: string;
  password: string;
  confirmation: string;
}

export type NewPasswordField = keyof NewPasswordValues;

/** Translation keys (auth namespace) of the client-side messages. */
export type NewPasswordValidationKey =
  | 'validation.fillAll'
  | 'validation.currentPasswordRequired'
  | 'validation.otp'
  | 'validation.passwordTooShort'
  | 'validation.passwordMismatch';

/**
 * Spec section 5, in order: any empty input -> "Please fill all inputs!" on each empty one (an empty current
 * password says what it wants instead: it is a different kind of field from the new ones); then the code
 * (6 digits); then the password length; then "Passwords must be same!" on the confirmation. Returns no
 * entries when the form may be sent.
 */
export function validateNewPassword(
  values: NewPasswordValues,
): Partial<Record<NewPasswordField, NewPasswordValidationKey>> {
  const fields = (['current', 'code', 'password', 'confirmation'] as const).filter(
    (field) => values[field] !== undefined,
  );
  const empty = fields.filter((field) => (values[field] ?? '').trim() === '');
  if (empty.length > 0) {
    return Object.fromEntries(
      empty.map((field) => [
        field,
        field === 'current' ? 'validation.currentPasswordRequired' : 'validation.fillAll',
      ]),
    );
  }
  if (values.code !== undefined && !isValidOtp(values.code)) return { code: 'validation.otp' };
  if (values.password.length < MIN_PASSWORD_LENGTH) return { password: 'validation.passwordTooShort' };
  if (values.password !== values.confirmation) return { confirmation: 'validation.passwordMismatch' };
  return {};
}
