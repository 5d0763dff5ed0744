import { useId, type ReactNode } from 'react';
import { Checkbox as AriaCheckbox } from 'react-aria-components';
import * as styles from './Checkbox.css';

export interface CheckboxProps {
  /** The label, e.g. "I am not a robot". */
  children: ReactNode;
  /** Controlled state. @default undefined (uncontrolled) */
  isSelected?: boolean;
  /** Called with the new state. @default undefined */
  onChange?: (isSelected: boolean) => void;
  /** @default false */
  isDisabled?: boolean;
  /** Marks the checkbox invalid. @default Boolean(errorMessage) */
  isInvalid?: boolean;
  /** Error text under the checkbox, linked by aria-describedby. @default undefined */
  errorMessage?: string;
  /** Form field name. @default undefined */
  name?: string;
}

/** A labelled checkbox; used for the captcha "I am not a robot" control. */
export function Checkbox({
  children,
  isSelected,
  onChange,
  isDisabled = false,
  isInvalid,
  errorMessage,
  name,
}: CheckboxProps) {
  const errorId = useId();
  const invalid = isInvalid ?? Boolean(errorMessage);
  return (
    <div className={styles.wrapper}>
      <AriaCheckbox
        className={styles.checkbox}
        isSelected={isSelected}
        onChange={onChange}
        isDisabled={isDisabled}
        isInvalid={invalid}
        name={name}
        aria-describedby={invalid && errorMessage ? errorId : undefined}
      >
        <span className={styles.box} aria-hidden="true">
          <svg
            className={styles.check}
            viewBox="0 0 16 16"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.5"
          >
            <path d="M3 8.5l3.2 3L13 4.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
        {children}
      </AriaCheckbox>
      {invalid && errorMessage ? (
        <span id={errorId} className={styles.error}>
          {errorMessage}
        </span>
      ) : null}
    </div>
  );
}
