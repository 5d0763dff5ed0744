import { StatusIcon, type StatusIconShape } from './StatusIcon';
import * as styles from './StatusBadge.css';
import { toneColors, type Tone } from './tone.css';

/** Statuses of wallet transactions and orders (spec sections 2 and 4). */
export const statuses = ['Approved', 'Pending', 'Rejected', 'Filled', 'Processing', 'Cancelled'] as const;
export type Status = (typeof statuses)[number];

const LOOK: Record<Status, { tone: Tone; icon: StatusIconShape }> = {
  Approved: { tone: 'positive', icon: 'check' },
  Pending: { tone: 'warning', icon: 'clock' },
  Rejected: { tone: 'critical', icon: 'cross' },
  Filled: { tone: 'positive', icon: 'check' },
  Processing: { tone: 'warning', icon: 'clock' },
  Cancelled: { tone: 'critical', icon: 'cross' },
};

/**
 * How a status from the server looks. Order statuses other than the known ones show as cancelled,
 * as the order detail does (spec section 2: "Filled shown as success, otherwise as cancelled").
 */
export function statusLook(status: string): { tone: Tone; icon: StatusIconShape } {
  return (LOOK as Record<string, { tone: Tone; icon: StatusIconShape }>)[status] ?? LOOK.Cancelled;
}

export interface StatusBadgeProps {
  /** The status as the server sends it, e.g. "Approved"; unknown values show as cancelled. */
  status: Status | (string & {});
  /** Visible, translated text, e.g. "تأیید شده". The icon and tone come from `status`. */
  label: string;
}

/** A status shown as icon plus text in its tone: never colour alone. */
export function StatusBadge({ status, label }: StatusBadgeProps) {
  const { tone, icon } = statusLook(status);
  return (
    <span className={`${styles.badge} ${toneColors[tone]}`} data-tone={tone} data-status={status}>
      <StatusIcon shape={icon} className={styles.icon} />
      <span className={styles.label}>{label}</span>
    </span>
  );
}
