import type { MouseEvent, ReactNode } from 'react';
import { Link } from 'react-aria-components';
import * as styles from './BottomNav.css';

export interface BottomNavItem {
  /** Stable key. */
  id: string;
  /** Visible text under the icon. */
  label: string;
  /** App route; routed by the nearest React Aria RouterProvider. */
  href: string;
  /** Decorative icon (aria-hidden is applied here). */
  icon: ReactNode;
  /** Marks the current section (aria-current="page"). @default false */
  isCurrent?: boolean;
  /**
   * Opens something in place (the trade market picker) instead of following `href` on a plain tap, click
   * or Enter. The item stays a link to `href`: a click with a modifier key or the middle button opens it in
   * a new tab, and without script it is followed. @default undefined (the link is followed)
   */
  onPress?: () => void;
}

/** A primary-button click without a modifier: what a tap or Enter gives, and what opens a link in place. */
function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

export interface BottomNavProps {
  /** Name of the navigation landmark, e.g. "Main". */
  label: string;
  /** The sections, in reading order. */
  items: BottomNavItem[];
}

/** The most sections a bar shows at full size (Material's limit for a bottom navigation). */
const CROWDED_AFTER = 5;

/** The app's bottom navigation bar (wallet, reports, trade, orders, profile). */
export function BottomNav({ label, items }: BottomNavProps) {
  const linkClass = items.length > CROWDED_AFTER ? `${styles.link} ${styles.crowdedLink}` : styles.link;
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            <Link
              href={item.href}
              className={linkClass}
              aria-current={item.isCurrent ? 'page' : undefined}
              // Capture runs before React Aria's own click handler, which leaves a prevented click alone.
              onClickCapture={
                item.onPress
                  ? (event) => {
                      if (!isPlainClick(event)) return;
                      event.preventDefault();
                      item.onPress!();
                    }
                  : undefined
              }
            >
              <span className={styles.icon} aria-hidden="true">
                {item.icon}
              </span>
              <span className={styles.label}>{item.label}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
