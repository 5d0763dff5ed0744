// No styles, no React: runs under plain Node (unit tests) too.
import { compareDecimals, isDecimal, toAmount } from '@sarraf/ui/format';
import type { LimitKind, PersonLimitChange } from '../api/adminPersonLimits';
import { MAX_FREEZE_NOTE_LENGTH } from './validateAccountFreeze';

/** What the operator sets for one person's limit of one kind. */
export interface PersonLimitValues {
  kind: LimitKind | null;
  /** Their own amounts, or back to their account type's. */
  change: 'own' | 'default';
  daily: string;
  monthly: string;
  note: string;
}

export type PersonLimitField = keyof PersonLimitValues;

const KEY = 'settings.personLimits.validation';

/**
 * The server's rules, before anything is sent: a kind chosen; own amounts given, above zero, the month at
 * least the day (the inputs take Toman whole and Tether to 6 decimals); a note, not spaces only, at most 500
 * characters. Whether an account has the email only the server knows.
 */
export function validatePersonLimit(values: PersonLimitValues): Partial<Record<PersonLimitField, string>> {
  const problems: Partial<Record<PersonLimitField, string>> = {};
  if (values.kind === null) problems.kind = `${KEY}.kindRequired`;
  if (values.change === 'own') {
    for (const field of ['daily', 'monthly'] as const) {
      if (!isDecimal(values[field])) problems[field] = `${KEY}.amountRequired`;
      else if (compareDecimals(values[field], '0') <= 0) problems[field] = `${KEY}.positive`;
    }
    if (!problems.daily && !problems.monthly && compareDecimals(values.monthly, values.daily) < 0)
      problems.monthly = `${KEY}.monthBelowDay`;
  }
  const note = values.note.trim();
  if (!note) problems.note = `${KEY}.noteRequired`;
  else if ([...note].length > MAX_FREEZE_NOTE_LENGTH) problems.note = `${KEY}.noteTooLong`;
  return problems;
}

/** The request as sent, once the rules passed. */
export function toPersonLimitChange(email: string, values: PersonLimitValues): PersonLimitChange {
  return {
    email,
    kind: values.kind ?? 'irt_withdrawal',
    override:
      values.change === 'own' ? { daily: toAmount(values.daily), monthly: toAmount(values.monthly) } : null,
    note: values.note.trim(),
  };
}
