import type { ReactNode } from 'react';
import { Dialog, FieldError, Label, Popover, Text } from 'react-aria-components';
import * as styles from './DatePicker.css';

/** The field's label with the required marker (hidden from the accessible name, which says "required"). */
export function PickerLabel({ label, isRequired }: { label: string; isRequired: boolean }) {
  return (
    <Label className={styles.label}>
      {label}
      {isRequired ? (
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      ) : null}
    </Label>
  );
}

/** Help text and error under the field. */
export function PickerHelp({ description, errorMessage }: { description?: string; errorMessage?: string }) {
  return (
    <>
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error}>{errorMessage}</FieldError>
    </>
  );
}

/** The calendar's popover, a dialog named after the field. */
export function CalendarPopover({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Popover className={styles.popover}>
      <Dialog className={styles.dialog} aria-label={label}>
        {children}
      </Dialog>
    </Popover>
  );
}
