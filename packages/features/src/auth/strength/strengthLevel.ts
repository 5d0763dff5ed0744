import type { TranslationKeys } from '@zxcvbn-ts/core';

/** What zxcvbn says is wrong with a password: its own warning keys, translated in `auth:strength.warning`. */
export type StrengthWarning = keyof TranslationKeys['warnings'];

/** zxcvbn's rating: 0 (guessed in under a thousand tries) to 4 (more than ten billion). */
export type StrengthScore = 0 | 1 | 2 | 3 | 4;

export interface PasswordStrength {
  score: StrengthScore;
  warning: StrengthWarning | null;
}

/** The words the meter uses, weakest first (`auth:strength.level.*`). */
export const strengthLevels = ['weak', 'fair', 'good', 'strong'] as const;
export type StrengthLevel = (typeof strengthLevels)[number];

/**
 * Five scores in four words: 0 and 1 are both "weak" (a person cannot act on the difference between
 * "guessed at once" and "guessed in a minute"), so the meter never shows an empty bar for a typed password.
 */
export function strengthLevelOf(score: StrengthScore): StrengthLevel {
  return strengthLevels[Math.max(score, 1) - 1] ?? 'weak';
}
