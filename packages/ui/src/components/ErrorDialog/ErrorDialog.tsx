import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Button } from '../Button/Button';
import * as styles from './ErrorDialog.css';

export interface ErrorDialogProps {
  /** Whether the dialog is shown. */
  isOpen: boolean;
  /** Called with false when closed by the button, Escape or a press outside. */
  onOpenChange: (isOpen: boolean) => void;
  /** Heading, e.g. "Error". */
  title: string;
  /** The failure, already joined into one text (spec section 8). */
  message: string;
  /** Label of the close button, e.g. "Close". */
  closeLabel: string;
}

/** Modal alert dialog for failures that need acknowledgement; focus moves in and returns on close. */
export function ErrorDialog({ isOpen, onOpenChange, title, message, closeLabel }: ErrorDialogProps) {
  return (
    <ModalOverlay className={styles.overlay} isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <Modal className={styles.modal}>
        <Dialog role="alertdialog" className={styles.dialog}>
          {({ close }) => (
            <>
              <Heading slot="title" className={styles.title}>
                {title}
              </Heading>
              <p className={styles.message}>{message}</p>
              <Button variant="primary" fullWidth onPress={close}>
                {closeLabel}
              </Button>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
