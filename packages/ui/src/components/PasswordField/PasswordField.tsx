import { useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { FieldBase } from '../internal/FieldBase';
import type { TextFieldProps } from '../TextField/TextField';
import * as styles from './PasswordField.css';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type'> {
  /** Accessible name of the toggle while the password is hidden, e.g. "Show password". */
  showPasswordLabel: string;
  /** Accessible name of the toggle while the password is visible, e.g. "Hide password". */
  hidePasswordLabel: string;
}

/**
 * Password input with a show/hide toggle. Passwords are always typed left to right, so the input
 * is `dir="ltr"` unless told otherwise. The toggle sits at the field's end in the reading direction
 * (left in Persian) and the input keeps that side clear, so it never covers what is typed.
 */
export function PasswordField({
  showPasswordLabel,
  hidePasswordLabel,
  dir = 'ltr',
  ...props
}: PasswordFieldProps) {
  const [isVisible, setVisible] = useState(false);
  return (
    <FieldBase
      {...props}
      dir={dir}
      type={isVisible ? 'text' : 'password'}
      endSlot={
        <AriaButton
          className={styles.toggle}
          aria-label={isVisible ? hidePasswordLabel : showPasswordLabel}
          isDisabled={props.isDisabled}
          onPress={() => setVisible((v) => !v)}
        >
          <EyeIcon isCrossed={isVisible} />
        </AriaButton>
      }
    />
  );
}

function EyeIcon({ isCrossed }: { isCrossed: boolean }) {
  return (
    <svg
      className={styles.icon}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" strokeLinejoin="round" />
      <circle cx="12" cy="12" r="3" />
      {isCrossed ? <path d="M4 4l16 16" strokeLinecap="round" /> : null}
    </svg>
  );
}
