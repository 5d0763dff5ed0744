import type { ReactNode } from 'react';
import { lookOf, type NotificationSubject } from '../rules/notificationKinds';
import * as styles from './NotificationIcon.css';

/** 24px line drawings, one per subject; decorative (the title says what happened). */
const GLYPHS: Record<NotificationSubject, ReactNode> = {
  // Money coming in: an arrow down into a tray.
  deposit: <path d="M12 4v10M8 10l4 4 4-4M4 17v2h16v-2" />,
  // Money going out: an arrow up out of a tray.
  withdraw: <path d="M12 14V4M8 8l4-4 4 4M4 17v2h16v-2" />,
  // Identity: a card with a face and lines.
  verification: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <circle cx="9" cy="11" r="2" />
      <path d="M6 16c.6-1.4 1.7-2 3-2s2.4.6 3 2M14 10h4M14 13h3" />
    </>
  ),
  // An order: two arrows trading places.
  order: <path d="M7 4 4 7l3 3M4 7h13M17 20l3-3-3-3M20 17H7" />,
  // The account's safety: a shield with a tick.
  security: <path d="M12 3 5 6v5c0 4.5 3 8 7 10 4-2 7-5.5 7-10V6zM9 12l2 2 4-4" />,
  // Anything else: a bell.
  general: <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15zM10 20a2 2 0 0 0 4 0" />,
};

/** A notification's kind as an icon in a tinted circle (a kind this client does not know: a bell). */
export function NotificationIcon({ kind }: { kind: string }) {
  const { subject, tone } = lookOf(kind);
  return (
    <span className={styles.circle[tone]} data-subject={subject} aria-hidden="true">
      <svg
        className={styles.glyph}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {GLYPHS[subject]}
      </svg>
    </span>
  );
}
