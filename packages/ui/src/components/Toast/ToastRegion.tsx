import {
  Button as AriaButton,
  Text,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { ToastItem } from './ToastItem';
import { toastQueue } from './toastQueue';
import * as styles from './ToastRegion.css';

export interface ToastRegionProps {
  /** Accessible name of each toast's close button, e.g. "Close". */
  closeLabel: string;
  /**
   * Name of the notifications landmark. React Aria ships no Persian strings, so pass it in.
   * @default React Aria's English "Notifications"
   */
  label?: string;
}

/**
 * Renders `toastQueue`; mount exactly once at the app root. React Aria pauses every timer while
 * the region is hovered or holds focus, and the progress bars pause with it (see the CSS).
 */
export function ToastRegion({ closeLabel, label }: ToastRegionProps) {
  return (
    <AriaToastRegion queue={toastQueue} className={styles.region} aria-label={label}>
      {({ toast }) => (
        <ToastItem toast={toast}>
          <AriaToastContent className={styles.content}>
            <Text slot="title" className={styles.title}>
              {toast.content.title}
            </Text>
            {toast.content.description ? (
              <Text slot="description" className={styles.description}>
                {toast.content.description}
              </Text>
            ) : null}
          </AriaToastContent>
          <AriaButton slot="close" className={styles.close} aria-label={closeLabel}>
            <svg
              width="20"
              height="20"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            </svg>
          </AriaButton>
        </ToastItem>
      )}
    </AriaToastRegion>
  );
}
