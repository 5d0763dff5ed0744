import { AlertDialog, type AlertDialogProps } from '../AlertDialog/AlertDialog';

export type ErrorDialogProps = Omit<AlertDialogProps, 'tone'>;

/** The generic error dialog with a Close button (spec section 8): an AlertDialog in the critical tone. */
export function ErrorDialog(props: ErrorDialogProps) {
  return <AlertDialog {...props} tone="critical" />;
}
