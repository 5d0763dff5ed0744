import type { ReactNode } from 'react';
import * as styles from './AuthPage.css';

export interface AuthPageProps {
  /** The page's one h1. */
  title: string;
  /** A sentence under the title saying what to do. @default undefined */
  subtitle?: ReactNode;
  /** The form, summary and links. */
  children: ReactNode;
}

/** The frame of the guest and password screens: a narrow column with a title, centred on wide screens. */
export function AuthPage({ title, subtitle, children }: AuthPageProps) {
  return (
    <main className={styles.screen}>
      <header className={styles.header}>
        <h1 className={styles.heading}>{title}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </header>
      {children}
    </main>
  );
}
