import type { ReactNode } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import * as styles from './DialogFrame.css';

export interface DialogFrameProps {
  /** Whether the dialog is shown. */
  isOpen: boolean;
  /** Called with false when the dialog asks to close (Escape, a press outside, or `close()`). */
  onOpenChange: (isOpen: boolean) => void;
  /** Heading; also the dialog's accessible name. */
  title: string;
  /** `alertdialog` for messages that need acknowledgement. @default 'dialog' */
  role?: 'dialog' | 'alertdialog';
  /** Colour of the heading. @default 'neutral' */
  tone?: (typeof styles.dialogTones)[number];
  /** Escape and a press outside close the dialog. @default true */
  isDismissable?: boolean;
  /** The content; receives `close` to close from a button. */
  children: (close: () => void) => ReactNode;
}

/**
 * The modal frame that Dialog and AlertDialog share: backdrop, focus trap, heading wired as the
 * accessible name, focus returned to the opener on close (all from React Aria).
 */
export function DialogFrame({
  isOpen,
  onOpenChange,
  title,
  role = 'dialog',
  tone = 'neutral',
  isDismissable = true,
  children,
}: DialogFrameProps) {
  return (
    <ModalOverlay
      className={styles.overlay}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
    >
      <Modal className={styles.modal}>
        <AriaDialog role={role} className={styles.dialog}>
          {({ close }) => (
            <>
              <Heading slot="title" className={styles.title[tone]}>
                {title}
              </Heading>
              {children(close)}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
