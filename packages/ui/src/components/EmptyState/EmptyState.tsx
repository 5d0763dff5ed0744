import type { ReactNode } from 'react';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  /** What is empty, e.g. "No orders yet". */
  title: string;
  /** A hint on what to do next. @default undefined */
  description?: string;
  /** An action, typically a Button, e.g. "Start trading". @default undefined */
  action?: ReactNode;
  /** Heading level of the title within the page. @default 2 */
  headingLevel?: 2 | 3 | 4;
}

/** Shown in place of a list or panel that has nothing to show yet. */
export function EmptyState({ title, description, action, headingLevel = 2 }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.empty}>
      <svg className={styles.illustration} viewBox="0 0 64 64" fill="none" aria-hidden="true">
        <rect x="10" y="14" width="44" height="38" rx="6" stroke="currentColor" strokeWidth="3" />
        <path d="M10 28h14l4 6h8l4-6h14" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
      </svg>
      <Heading className={styles.title}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
