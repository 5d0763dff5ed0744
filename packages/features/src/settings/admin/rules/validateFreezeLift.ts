// No styles, no React: runs under plain Node (unit tests) too.

/** What the operator types to open an account's withdrawals, or its trading, again. */
export interface FreezeLiftValues {
  email: string;
  /** Why, after what check: kept in the audit log with the operator. */
  note: string;
}

export type FreezeLiftField = keyof FreezeLiftValues;

/** The contract's limits: an email of at most 254 characters, a note of at most 1000. */
export const MAX_EMAIL_LENGTH = 254;
export const MAX_NOTE_LENGTH = 1000;

/** The card whose words refuse the fields: opening withdrawals again, or trading. */
export type FreezeLiftWords = 'withdrawalFreeze' | 'tradingFreeze';

/**
 * The contract's rules for the request, as the server applies them: an email given, a note given and not
 * spaces only, both within their lengths (counted in characters, as the server's schema counts them).
 * Answers a message key of the admin namespace per refused field; whether an account has that email, and
 * whether its withdrawals (or trading) are stopped, only the server knows.
 */
export function validateFreezeLift(
  values: FreezeLiftValues,
  words: FreezeLiftWords = 'withdrawalFreeze',
): Partial<Record<FreezeLiftField, string>> {
  const KEY = `settings.${words}.validation`;
  const problems: Partial<Record<FreezeLiftField, string>> = {};
  const email = values.email.trim();
  if (!email) problems.email = `${KEY}.emailRequired`;
  else if ([...email].length > MAX_EMAIL_LENGTH) problems.email = `${KEY}.emailTooLong`;
  const note = values.note.trim();
  if (!note) problems.note = `${KEY}.noteRequired`;
  else if ([...note].length > MAX_NOTE_LENGTH) problems.note = `${KEY}.noteTooLong`;
  return problems;
}

/** The request as sent: what was typed, without the spaces around it. */
export function toFreezeLift(values: FreezeLiftValues): FreezeLiftValues {
  return { email: values.email.trim(), note: values.note.trim() };
}
