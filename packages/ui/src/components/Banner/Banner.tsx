import type { ReactNode } from 'react';
import { StatusIcon, toneIcon } from '../StatusBadge/StatusIcon';
import { toneColors, type Tone } from '../StatusBadge/tone.css';
import * as styles from './Banner.css';

export interface BannerProps {
  /**
   * Meaning of the message; verification uses critical (not verified), warning (in progress) and
   * positive (verified). @default 'neutral'
   */
  tone?: Tone;
  /** The headline, e.g. "Identity not verified". */
  title: string;
  /** Details, e.g. the rejection reason or the review time. @default undefined */
  children?: ReactNode;
  /** An action, e.g. a "Verify identity" Button. @default undefined */
  action?: ReactNode;
  /**
   * Announce the banner when it appears or changes (a polite live region). Leave off for a banner
   * that is part of the page from the start. @default false
   */
  isLive?: boolean;
}

/** A page-level message with icon, headline and details, e.g. the verification status on the profile. */
export function Banner({ tone = 'neutral', title, children, action, isLive = false }: BannerProps) {
  return (
    <div
      className={`${styles.banner} ${toneColors[tone]}`}
      data-tone={tone}
      role={isLive ? 'status' : undefined}
    >
      <StatusIcon shape={toneIcon[tone]} className={styles.icon} />
      <div className={styles.body}>
        <p className={styles.title}>{title}</p>
        {children ? <div className={styles.details}>{children}</div> : null}
        {action ? <div className={styles.action}>{action}</div> : null}
      </div>
    </div>
  );
}
