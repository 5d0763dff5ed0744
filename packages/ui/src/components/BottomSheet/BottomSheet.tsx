import type { ReactNode } from 'react';
import { Button as AriaButton, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import * as styles from './BottomSheet.css';
import { useDragToDismiss } from './useDragToDismiss';

export interface BottomSheetProps {
  /** Whether the sheet is shown. */
  isOpen: boolean;
  /** Called with false on Escape, a press on the backdrop, the close button, or a drag down. */
  onOpenChange: (isOpen: boolean) => void;
  /** Heading; also the sheet's accessible name. */
  title: string;
  /**
   * Accessible name of the close button, e.g. "Close". The button is the non-drag way out
   * (WCAG 2.5.7) for keyboard, screen reader and switch users.
   */
  closeLabel: string;
  /** The sheet's content; scrolls when taller than the sheet. */
  children: ReactNode;
}

/**
 * A modal sheet that slides up from the bottom edge: focus is trapped inside and returns to the
 * opener on close; it closes on Escape, on the backdrop, on the close button, or by dragging the
 * handle down. The bottom padding clears the safe-area inset of notched phones.
 */
export function BottomSheet({ isOpen, onOpenChange, title, closeLabel, children }: BottomSheetProps) {
  const drag = useDragToDismiss(() => onOpenChange(false));
  return (
    <ModalOverlay className={styles.overlay} isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <Modal
        className={styles.modal}
        data-dragging={drag.isDragging || undefined}
        style={drag.offset > 0 ? { transform: `translateY(${drag.offset}px)` } : undefined}
      >
        <Dialog className={styles.dialog}>
          {({ close }) => (
            <>
              {/* Pointer-only affordance; the close button below is its accessible equivalent. */}
              <div
                className={styles.handleArea}
                data-testid="sheet-handle"
                aria-hidden="true"
                {...drag.handlers}
              >
                <span className={styles.handle} />
              </div>
              <div className={styles.header}>
                <Heading slot="title" className={styles.title}>
                  {title}
                </Heading>
                <AriaButton className={styles.closeButton} aria-label={closeLabel} onPress={close}>
                  <svg
                    className={styles.icon}
                    viewBox="0 0 24 24"
                    fill="none"
                    stroke="currentColor"
                    strokeWidth="2"
                    aria-hidden="true"
                  >
                    <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
                  </svg>
                </AriaButton>
              </div>
              <div className={styles.content}>{children}</div>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
