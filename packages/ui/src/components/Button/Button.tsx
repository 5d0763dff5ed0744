import type { ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { visuallyHidden } from '../../theme/visuallyHidden.css';
import { SpinnerIcon } from '../Spinner/SpinnerIcon';
import {
  button,
  hiddenLabel,
  pendingIndicator,
  spinnerBox,
  type buttonSizes,
  type buttonVariants,
} from './Button.css';

export interface ButtonProps {
  /** Visual weight and tone. `critical` is for destructive or irreversible actions. @default 'primary' */
  variant?: (typeof buttonVariants)[number];
  /** `lg` for the main call to action of a screen. @default 'md' */
  size?: (typeof buttonSizes)[number];
  /**
   * Shows a spinner and ignores presses while keeping focus (React Aria's pending state).
   * @default false
   */
  isPending?: boolean;
  /** @default false */
  isDisabled?: boolean;
  /** Called on press by mouse, touch, keyboard or screen reader. @default undefined */
  onPress?: () => void;
  /** @default 'button' */
  type?: 'button' | 'submit' | 'reset';
  /** Stretches to the width of its container. @default false */
  fullWidth?: boolean;
  /**
   * Accessible name of the spinner while pending, e.g. "Sending code". Without it the spinner is
   * silent and the button keeps its label as name.
   * @default undefined
   */
  pendingLabel?: string;
  /** The label. */
  children: ReactNode;
}

/** The action button, a thin design layer over React Aria's Button. */
export function Button({
  variant = 'primary',
  size = 'md',
  isPending = false,
  isDisabled = false,
  onPress,
  type = 'button',
  fullWidth = false,
  pendingLabel,
  children,
}: ButtonProps) {
  return (
    <AriaButton
      className={button({ variant, size, fullWidth })}
      isPending={isPending}
      isDisabled={isDisabled}
      onPress={onPress}
      type={type}
    >
      {isPending ? (
        <>
          {/* The label keeps the width; it stays the accessible name unless a pending label replaces it. */}
          <span className={hiddenLabel} aria-hidden={pendingLabel ? true : undefined}>
            {children}
          </span>
          <span className={pendingIndicator}>
            <span className={spinnerBox}>
              <SpinnerIcon />
            </span>
            {/* Plain text rather than a progressbar: a progressbar inside a button would lend the
                button its value, not its label, as name. React Aria announces the pending state. */}
            {pendingLabel ? <span className={visuallyHidden}>{pendingLabel}</span> : null}
          </span>
        </>
      ) : (
        children
      )}
    </AriaButton>
  );
}
