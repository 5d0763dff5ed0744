// No styles, no React: runs under plain Node (unit tests) too.
import { MAX_EMAIL_LENGTH } from './validateFreezeLift';

/** What an operator can stop: the person's withdrawals, or separately their trading. */
export type FreezeWhatChoice = 'withdrawals' | 'trading';

/** What the operator types to stop an account's withdrawals or trading. */
export interface AccountFreezeValues {
  email: string;
  /** None until the operator chooses: stopping the wrong part must not be one press away. */
  what: FreezeWhatChoice | null;
  /** Shown to the person with every refusal. */
  note: string;
}

export type AccountFreezeField = keyof AccountFreezeValues;

/** The contract's limit of the note the person is shown: at most 500 characters. */
export const MAX_FREEZE_NOTE_LENGTH = 500;

const KEY = 'settings.accountFreeze.validation';

/**
 * The contract's rules for the request, as the server applies them: an email given, withdrawals or trading
 * chosen, a note given and not spaces only, within their lengths (in characters, as the server's schema
 * counts them). Answers a message key of the admin namespace per refused field; whether an account has the
 * email, and whether that part is already stopped, only the server knows.
 */
export function validateAccountFreeze(
  values: AccountFreezeValues,
): Partial<Record<AccountFreezeField, string>> {
  const problems: Partial<Record<AccountFreezeField, string>> = {};
  const email = values.email.trim();
  if (!email) problems.email = `${KEY}.emailRequired`;
  else if ([...email].length > MAX_EMAIL_LENGTH) problems.email = `${KEY}.emailTooLong`;
  if (values.what !== 'withdrawals' && values.what !== 'trading') problems.what = `${KEY}.whatRequired`;
  const note = values.note.trim();
  if (!note) problems.note = `${KEY}.noteRequired`;
  else if ([...note].length > MAX_FREEZE_NOTE_LENGTH) problems.note = `${KEY}.noteTooLong`;
  return problems;
}

/** The request as sent (once the rules passed): what was typed, without the spaces around it. */
export function toAccountFreeze(values: AccountFreezeValues): {
  email: string;
  what: FreezeWhatChoice;
  note: string;
} {
  return { email: values.email.trim(), what: values.what ?? 'withdrawals', note: values.note.trim() };
}
