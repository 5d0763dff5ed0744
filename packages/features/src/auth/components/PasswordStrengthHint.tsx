import { Meter, type Tone } from '@sarraf/ui';
import { useTranslation } from 'react-i18next';
import '../i18n/registerAuthI18n';
import { strengthLevelOf, strengthLevels, type StrengthLevel } from '../strength/strengthLevel';
import { usePasswordStrength } from '../strength/usePasswordStrength';
import * as styles from './PasswordStrengthHint.css';

const toneOf: Record<StrengthLevel, Tone> = {
  weak: 'critical',
  fair: 'warning',
  good: 'positive',
  strong: 'positive',
};

export interface PasswordStrengthHintProps {
  /** The new password as typed. */
  password: string;
  /** What an attacker knows about the person (their email): a password built from it rates weak. */
  userInputs: readonly string[];
}

/**
 * How guessable the new password is, from zxcvbn, with its warning in the app's language. Only a hint: the
 * server's refusal of common passwords is the rule. Nothing shows while the password is empty or while
 * zxcvbn's dictionaries are still loading.
 */
export function PasswordStrengthHint({ password, userInputs }: PasswordStrengthHintProps) {
  const { t } = useTranslation('auth');
  const strength = usePasswordStrength(password, userInputs);
  if (!strength) return null;
  const level = strengthLevelOf(strength.score);
  return (
    <div className={styles.hint} data-strength={level}>
      <Meter
        label={t('strength.label')}
        value={strengthLevels.indexOf(level) + 1}
        maxValue={strengthLevels.length}
        valueLabel={t(`strength.level.${level}`)}
        tone={toneOf[level]}
      />
      {strength.warning ? (
        <p className={styles.warning}>{t(`strength.warning.${strength.warning}`)}</p>
      ) : null}
    </div>
  );
}
