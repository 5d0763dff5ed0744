import { useId, type ReactNode } from 'react';
import * as styles from './LandingSection.css';

export interface LandingSectionProps {
  /** Anchor of the section (`/landing#faq`, `/support#faq`). */
  id: string;
  /** The section's h2. */
  title: string;
  children: ReactNode;
}

/** One named region of the landing page, reachable by its anchor. */
export function LandingSection({ id, title, children }: LandingSectionProps) {
  const titleId = useId();
  return (
    <section id={id} className={styles.section} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}
