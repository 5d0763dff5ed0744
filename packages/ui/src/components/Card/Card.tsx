import { useId, type ReactNode } from 'react';
import * as styles from './Card.css';

export interface CardProps {
  /** Heading of the card; when given, the card is a named region of the page. @default undefined */
  title?: string;
  /** Heading level of the title. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** Something at the end of the header, e.g. a "See all" link. @default undefined */
  headerAction?: ReactNode;
  /** The content. */
  children: ReactNode;
}

/** A raised surface that groups related content. */
export function Card({ title, headingLevel = 2, headerAction, children }: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  if (!title) return <div className={styles.card}>{children}</div>;
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <div className={styles.header}>
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        {headerAction}
      </div>
      {children}
    </section>
  );
}
