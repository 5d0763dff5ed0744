import type { ReactNode } from 'react';
import { LanguageSwitch } from '../../shared/components/LanguageSwitch';
import * as styles from './AuthPage.css';

export interface AuthPageProps {
  /** The page's one h1. */
  title: string;
  /** A sentence under the title saying what to do. @default undefined */
  subtitle?: ReactNode;
  /** The form, summary and links. */
  children: ReactNode;
}

/**
 * The frame of the guest and password screens: a narrow column with a title, centred on wide screens, under
 * the language switch (a guest chooses the language before signing in).
 */
export function AuthPage({ title, subtitle, children }: AuthPageProps) {
  return (
    <main className={styles.screen}>
      <AuthPageBar />
      <header className={styles.header}>
        <h1 className={styles.heading}>{title}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
      </header>
      {children}
    </main>
  );
}

/**
 * The row above a guest screen's title: the language switch at its end, in the page's flow so that it covers
 * nothing. The login screen, which draws its own title, puts it first too.
 */
export function AuthPageBar() {
  return (
    <div className={styles.bar}>
      <LanguageSwitch />
    </div>
  );
}
