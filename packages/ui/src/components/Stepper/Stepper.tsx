import { Button as AriaButton, useLocale } from 'react-aria-components';
import { displayLocaleOf, toLocaleDigits } from '../../format/localeDigits';
import { StatusIcon } from '../StatusBadge/StatusIcon';
import * as styles from './Stepper.css';

export interface StepperProps {
  /** Step names in order, e.g. company info, signature holders, documents. */
  steps: readonly string[];
  /** Index of the current step, from 0. */
  currentStep: number;
  /** Accessible name of the step list, e.g. "Verification steps". */
  label: string;
  /**
   * The "step n of total" text shown above the list and announced when the step changes,
   * e.g. `(step, total) => t('kyc:step', { step, total })`. Numbers come in Latin digits.
   */
  stepText: (step: number, total: number) => string;
  /** Goes to the previous step; the back button shows from the second step on. @default undefined */
  onBack?: () => void;
  /** Accessible name of the back button, e.g. "Previous step". Required with `onBack`. @default undefined */
  backLabel?: string;
}

/** Progress through a multi-step form with back navigation (the legal-entity verification flow). */
export function Stepper({ steps, currentStep, label, stepText, onBack, backLabel }: StepperProps) {
  const { locale, direction } = useLocale();
  const digits = (n: number) => toLocaleDigits(String(n), displayLocaleOf(locale));
  const current = Math.min(Math.max(0, currentStep), steps.length - 1);
  return (
    <div className={styles.stepper}>
      <div className={styles.bar}>
        {onBack && current > 0 ? (
          <AriaButton className={styles.back} aria-label={backLabel} onPress={onBack}>
            {/* A back chevron points against the reading direction, so it flips in RTL. */}
            <svg
              className={direction === 'rtl' ? `${styles.chevron} ${styles.mirrored}` : styles.chevron}
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
              data-testid="back-chevron"
            >
              <path d="M15 5l-7 7 7 7" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
          </AriaButton>
        ) : null}
        {/* Announced politely whenever the step changes. */}
        <p className={styles.status} role="status">
          {stepText(current + 1, steps.length)}: {steps[current]}
        </p>
      </div>
      <ol className={styles.list} aria-label={label}>
        {steps.map((step, index) => {
          const state = index < current ? 'complete' : index === current ? 'current' : 'upcoming';
          return (
            <li
              key={step}
              className={styles.item}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className={styles.marker} aria-hidden="true">
                {state === 'complete' ? (
                  <StatusIcon shape="check" className={styles.check} />
                ) : (
                  digits(index + 1)
                )}
              </span>
              <span className={styles.stepName}>{step}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
