import type { ReactNode } from 'react';
import { Button as AriaButton, useLocale } from 'react-aria-components';
import * as styles from './AppHeader.css';

export interface AppHeaderProps {
  /** Page title, rendered as the page's h1. @default undefined */
  title?: string;
  /** Accessible name of the back button, e.g. "Back". Required when `onBack` is given. @default undefined */
  backLabel?: string;
  /** Shows a back button (one step back); its chevron mirrors in RTL. @default undefined */
  onBack?: () => void;
  /** Visible label of the logout button, e.g. "Log out". @default undefined */
  logoutLabel?: string;
  /** Shows a logout button. @default undefined */
  onLogout?: () => void;
  /** End slot for extra actions (help, notifications, home). @default undefined */
  children?: ReactNode;
}

/** The top bar of app screens. */
export function AppHeader({ title, backLabel, onBack, logoutLabel, onLogout, children }: AppHeaderProps) {
  const { direction } = useLocale();
  // Back and logout icons point along the reading direction, so they flip in RTL.
  const iconClass = direction === 'rtl' ? `${styles.icon} ${styles.mirrored}` : styles.icon;
  return (
    <header className={styles.header}>
      {onBack ? (
        <AriaButton className={styles.iconButton} aria-label={backLabel} onPress={onBack}>
          <svg
            className={iconClass}
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
            data-testid="back-chevron"
          >
            <path d="M15 5l-7 7 7 7" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </AriaButton>
      ) : null}
      {title ? <h1 className={styles.title}>{title}</h1> : null}
      <div className={styles.end}>
        {children}
        {onLogout ? (
          <AriaButton className={styles.logoutButton} onPress={onLogout}>
            <svg
              className={iconClass}
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              aria-hidden="true"
            >
              <path d="M10 4H5v16h5M14 8l4 4-4 4M18 12H9" strokeLinecap="round" strokeLinejoin="round" />
            </svg>
            {logoutLabel}
          </AriaButton>
        ) : null}
      </div>
    </header>
  );
}
