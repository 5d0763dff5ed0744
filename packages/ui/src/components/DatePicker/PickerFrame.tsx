import type { ReactNode } from 'react';
import { Dialog, Popover } from 'react-aria-components';
import * as styles from './DatePicker.css';

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
