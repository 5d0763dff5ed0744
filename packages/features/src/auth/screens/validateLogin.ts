/** The login form's fields, as typed. */
export interface LoginValues {
  email: string;
  password: string;
  captcha: string | null;
}

export type LoginField = keyof LoginValues;

/** Translation keys (auth namespace) of the client-side messages, per field. */
export type LoginValidationKey = 'validation.fillAll' | 'validation.email' | 'validation.captchaRequired';

// Deliberately loose: the server has the final word, this only catches obvious typos before a round trip.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isValidEmail(email: string): boolean {
  return EMAIL_PATTERN.test(email.trim());
}

/**
 * Spec section 5 in order: any empty input -> "Please fill all inputs!" on the empty ones, then the email
 * format, then the captcha. Returns no entries when the form may be sent.
 */
export function validateLogin(values: LoginValues): Partial<Record<LoginField, LoginValidationKey>> {
  const emptyFields = (['email', 'password'] as const).filter((field) => values[field].trim() === '');
  if (emptyFields.length > 0) {
    return Object.fromEntries(emptyFields.map((field) => [field, 'validation.fillAll']));
  }
  if (!isValidEmail(values.email)) return { email: 'validation.email' };
  if (!values.captcha) return { captcha: 'validation.captchaRequired' };
  return {};
}
