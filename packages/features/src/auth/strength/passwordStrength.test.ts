import { describe, expect, it } from 'vitest';
import en from '../i18n/en.json';
import fa from '../i18n/fa.json';
import { estimatePasswordStrength } from './passwordStrengthEstimator';
import { personalWords } from './personalWords';
import { strengthLevelOf, strengthLevels, type StrengthWarning } from './strengthLevel';

// Every warning zxcvbn can answer; the Record type makes the compiler list them all.
const everyWarning: Record<StrengthWarning, true> = {
  straightRow: true,
  keyPattern: true,
  simpleRepeat: true,
  extendedRepeat: true,
  sequences: true,
  recentYears: true,
  dates: true,
  topTen: true,
  topHundred: true,
  common: true,
  similarToCommon: true,
  wordByItself: true,
  namesByThemselves: true,
  commonNames: true,
  userInputs: true,
  pwned: true,
};

describe('password strength hint', () => {
  it('rates a password from the common lists weak and says why', () => {
    const strength = estimatePasswordStrength('iloveyou');
    expect(strengthLevelOf(strength.score)).toBe('weak');
    expect(strength.warning).toBe('topHundred');
  });

  it('rates a password built from the person’s email weak', () => {
    const strength = estimatePasswordStrength('sara2024', personalWords('sara@example.com'));
    expect(strengthLevelOf(strength.score)).toBe('weak');
    expect(strength.warning).toBe('userInputs');
  });

  it('rates a long random password strong, without a warning', () => {
    expect(estimatePasswordStrength('mWq7-Zt4p-Lk9s')).toEqual({ score: 4, warning: null });
  });

  it('has Persian and English words for every warning zxcvbn can give', () => {
    for (const warning of Object.keys(everyWarning) as StrengthWarning[]) {
      expect(fa.strength.warning[warning], `fa ${warning}`).toMatch(/\S/);
      expect(en.strength.warning[warning], `en ${warning}`).toMatch(/\S/);
    }
  });

  it('never shows an empty meter for a typed password: scores 0 and 1 are both weak', () => {
    expect([0, 1, 2, 3, 4].map((score) => strengthLevelOf(score as 0 | 1 | 2 | 3 | 4))).toEqual([
      'weak',
      'weak',
      'fair',
      'good',
      'strong',
    ]);
    for (const level of strengthLevels) {
      expect(fa.strength.level[level]).toMatch(/\S/);
      expect(en.strength.level[level]).toMatch(/\S/);
    }
  });

  it('counts the email and its name part as personal words', () => {
    expect(personalWords('sara@example.com')).toEqual(['sara@example.com', 'sara']);
    expect(personalWords(undefined)).toEqual([]);
  });
});
