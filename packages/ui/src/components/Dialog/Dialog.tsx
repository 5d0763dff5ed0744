import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import * as styles from './Dialog.css';
import { DialogFrame } from './DialogFrame';

export interface DialogProps {
  /** Whether the dialog is shown. */
  isOpen: boolean;
  /** Called with false on Cancel, Escape or a press outside (never while pending). */
  onOpenChange: (isOpen: boolean) => void;
  /** Heading, e.g. "Confirm order"; also the dialog's accessible name. */
  title: string;
  /** The body: what is being confirmed (amounts, price, fee). */
  children: ReactNode;
  /** Label of the confirm button, e.g. "Confirm". */
  confirmLabel: string;
  /** Label of the cancel button, e.g. "Cancel". */
  cancelLabel: string;
  /** Called when the confirm button is pressed; the caller closes the dialog when done. */
  onConfirm: () => void;
  /**
   * The confirmation is being sent: the confirm button shows a spinner and the dialog cannot be
   * cancelled or dismissed until it settles.
   * @default false
   */
  isPending?: boolean;
  /** Accessible name of the confirm button's spinner, e.g. "Placing order". @default undefined */
  pendingLabel?: string;
  /** Confirm cannot be pressed, e.g. once the quote expired. @default false */
  isConfirmDisabled?: boolean;
  /** A failure to show above the buttons (e.g. the server's message); announced when it appears. @default undefined */
  errorMessage?: string;
  /** `critical` for irreversible confirmations (reject an order). @default 'primary' */
  confirmVariant?: 'primary' | 'critical';
  /**
   * `alertdialog` for a confirmation that interrupts to warn (reject an order: it cannot be undone), so
   * assistive technology announces it as an alert. @default 'dialog'
   */
  role?: 'dialog' | 'alertdialog';
}

/** Modal confirmation with a body, Confirm and Cancel: the confirm-order dialog. */
export function Dialog({
  isOpen,
  onOpenChange,
  title,
  children,
  confirmLabel,
  cancelLabel,
  onConfirm,
  isPending = false,
  pendingLabel,
  isConfirmDisabled = false,
  errorMessage,
  confirmVariant = 'primary',
  role = 'dialog',
}: DialogProps) {
  return (
    <DialogFrame
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      role={role}
      isDismissable={!isPending}
    >
      {(close) => (
        <>
          <div className={styles.body}>{children}</div>
          {/* Always in the DOM so screen readers announce the message when it is filled in. */}
          <div role="alert">{errorMessage ? <p className={styles.error}>{errorMessage}</p> : null}</div>
          <div className={styles.actions}>
            <span className={styles.action}>
              <Button
                variant={confirmVariant}
                fullWidth
                isPending={isPending}
                pendingLabel={pendingLabel}
                isDisabled={isConfirmDisabled}
                onPress={onConfirm}
              >
                {confirmLabel}
              </Button>
            </span>
            <span className={styles.action}>
              <Button variant="secondary" fullWidth isDisabled={isPending} onPress={close}>
                {cancelLabel}
              </Button>
            </span>
          </div>
        </>
      )}
    </DialogFrame>
  );
}
