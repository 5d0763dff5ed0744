import type { ReactNode } from 'react';
import * as styles from './PageScaffold.css';

export interface PageScaffoldProps {
  /** The top bar, usually an AppHeader. @default undefined */
  header?: ReactNode;
  /** The page content, rendered inside the page's `<main>` landmark. */
  children: ReactNode;
  /** The bottom bar, usually a BottomNav. @default undefined */
  bottomNav?: ReactNode;
  /** Id of the `<main>` element, for a skip link. @default undefined */
  mainId?: string;
}

/**
 * The frame of an app screen: a sticky header, the main content and a sticky bottom navigation,
 * kept clear of notches and the home indicator with the safe-area insets.
 */
export function PageScaffold({ header, children, bottomNav, mainId }: PageScaffoldProps) {
  return (
    <div className={styles.scaffold}>
      {header ? <div className={styles.header}>{header}</div> : null}
      <main id={mainId} className={bottomNav ? styles.main : `${styles.main} ${styles.mainWithoutFooter}`}>
        {children}
      </main>
      {bottomNav ? <div className={styles.footer}>{bottomNav}</div> : null}
    </div>
  );
}
