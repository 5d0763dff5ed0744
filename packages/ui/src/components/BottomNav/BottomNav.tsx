import type { ReactNode } from 'react';
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
}

export interface BottomNavProps {
  /** Name of the navigation landmark, e.g. "Main". */
  label: string;
  /** The sections, in reading order. */
  items: BottomNavItem[];
}

/** The app's bottom navigation bar (wallet, reports, trade, orders, profile). */
export function BottomNav({ label, items }: BottomNavProps) {
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            <Link href={item.href} className={styles.link} aria-current={item.isCurrent ? 'page' : undefined}>
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
