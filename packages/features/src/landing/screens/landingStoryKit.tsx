// Helpers shared by the landing stories (workbench only; not part of the feature's public surface).
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router';
import { currentLocale, i18n } from '../../shared/i18n/i18n';
import { marketsMockMessages } from '../../shared/mocks/marketsHandlers';
import '../i18n/registerLandingI18n';

/** The translation of a key in the story's language. */
export const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);

/** What the mock server answers in the story's language (it reads X-Locale, like the real one). */
export const mockSays = () => marketsMockMessages[currentLocale()];

/** Stands in for a page the landing links to. */
export function PageStub({ name }: { name: string }) {
  return (
    <main>
      <h1>{name} (stub)</h1>
    </main>
  );
}

const LINKED_PAGES = [
  { path: '/landing', name: 'Landing' },
  { path: '/login', name: 'Login' },
  { path: '/sign-up', name: 'Sign up' },
  { path: '/terms', name: 'Terms' },
  { path: '/privacy', name: 'Privacy' },
  { path: '/trade/:pair', name: 'Trade' },
  { path: '/panel', name: 'Wallet' },
  { path: '/admin', name: 'Admin area' },
] as const;

/** Renders the screen at `path`, with stubs for every page it links to, so following a link visibly lands. */
export function withLinkedPages(path: string, screen: ReactNode) {
  return function LinkedPages() {
    return (
      <Routes>
        <Route path={path} element={screen} />
        {LINKED_PAGES.filter((page) => page.path !== path).map((page) => (
          <Route key={page.path} path={page.path} element={<PageStub name={page.name} />} />
        ))}
      </Routes>
    );
  };
}

/** Frames a section on its own, padded like the page. */
export function SectionFrame({ children }: { children: ReactNode }) {
  return <div style={{ padding: '16px' }}>{children}</div>;
}
