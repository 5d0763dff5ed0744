import { Button } from '../Button/Button';
import { DialogFrame } from '../Dialog/DialogFrame';
import * as styles from './AlertDialog.css';

export interface AlertDialogProps {
  /** Whether the dialog is shown. */
  isOpen: boolean;
  /** Called with false when closed by the button, Escape or a press outside. */
  onOpenChange: (isOpen: boolean) => void;
  /** Heading, e.g. "Error"; also the dialog's accessible name. */
  title: string;
  /** The message, already joined into one text (spec section 8). */
  message: string;
  /** Label of the only button, e.g. "Close". */
  closeLabel: string;
  /** `critical` colours the heading for failures. @default 'neutral' */
  tone?: 'neutral' | 'critical';
}

/** Modal alert that needs acknowledgement; one button closes it and focus returns to the opener. */
export function AlertDialog({
  isOpen,
  onOpenChange,
  title,
  message,
  closeLabel,
  tone = 'neutral',
}: AlertDialogProps) {
  return (
    <DialogFrame isOpen={isOpen} onOpenChange={onOpenChange} title={title} role="alertdialog" tone={tone}>
      {(close) => (
        <>
          <p className={styles.message}>{message}</p>
          <Button variant="primary" fullWidth onPress={close}>
            {closeLabel}
          </Button>
        </>
      )}
    </DialogFrame>
  );
}
