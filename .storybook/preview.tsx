import type { Decorator, Preview } from '@storybook/react-vite';
import {
  applyLocaleToDocument,
  ariaLocaleOf,
  i18n,
  isLocale,
  storeLocale,
  defaultLocale,
  type Locale,
} from '@sarraf/features/i18n';
import { createQueryClient, QueryProvider } from '@sarraf/features/shared';
import { ThemeRoot, ToastRegion, toastQueue } from '@sarraf/ui';
import { createStore, Provider as JotaiProvider } from 'jotai';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { useState, type ReactNode } from 'react';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { MemoryRouter, Route, Routes, useHref, useNavigate } from 'react-router';
import { startMockWorker } from './startMockWorker';
import { endPreviousStoryRequests } from './storyRequests';

/** Per-story router settings: `parameters.router = { initialEntries: ['/orders'], path: '/orders' }`. */
export interface RouterParameters {
  /** History entries; the last one is the current location. @default ['/'] */
  initialEntries?: string[];
  /** Route pattern the story is mounted under, so `useParams` works. @default undefined (always rendered) */
  path?: string;
}

function localeOf(value: unknown): Locale {
  return isLocale(value) ? value : defaultLocale;
}

/**
 * Sets what the app's start-up sets (spec section 4): i18next language, `<html lang dir>`, and the
 * stored `app_locale` that the API client sends as X-Locale (the mock server answers in it).
 */
function applyLocale(locale: Locale) {
  applyLocaleToDocument(locale);
  storeLocale(locale);
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
}

/** Wires React Aria links and `href`s to react-router, as the app does. */
function AriaRouter({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
      {children}
    </RouterProvider>
  );
}

function Workbench({
  locale,
  router,
  children,
}: {
  locale: Locale;
  router: RouterParameters;
  children: ReactNode;
}) {
  // One jotai store and one query cache per mounted story, so nothing loaded leaks into the next story.
  // Failed loads are not retried: a story shows the failure it mocks at once (the retry rule is unit-tested).
  const [store] = useState(createStore);
  const [queryClient] = useState(() => createQueryClient({ retry: false }));
  const story = router.path ? (
    <Routes>
      <Route path={router.path} element={children} />
    </Routes>
  ) : (
    children
  );
  return (
    <QueryProvider client={queryClient}>
      <JotaiProvider store={store}>
        <I18nProvider locale={ariaLocaleOf(locale)}>
          <MemoryRouter initialEntries={router.initialEntries ?? ['/']}>
            <AriaRouter>
              <ThemeRoot>{story}</ThemeRoot>
              <ToastRegion closeLabel={i18n.t('common:actions.close', { lng: locale })} />
            </AriaRouter>
          </MemoryRouter>
        </I18nProvider>
      </JotaiProvider>
    </QueryProvider>
  );
}

const withWorkbench: Decorator = (Story, context) => {
  const locale = localeOf(context.globals.locale);
  applyLocale(locale);
  const router = (context.parameters.router ?? {}) as RouterParameters;
  return (
    // Keyed by story and locale: a fresh store and router whenever either changes.
    <Workbench key={`${context.id}:${locale}`} locale={locale} router={router}>
      <Story />
    </Workbench>
  );
};

const preview = {
  // Every component and screen gets a docs page built from its stories and JSDoc.
  tags: ['autodocs'],
  globalTypes: {
    locale: {
      description: 'Language and direction',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [
          { value: 'fa', title: 'فارسی (RTL)', right: 'fa' },
          { value: 'en', title: 'English (LTR)', right: 'en' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    locale: 'fa',
    viewport: { value: 'mobile', isRotated: false },
  },
  decorators: [withWorkbench],
  loaders: [mswLoader(startMockWorker)],
  async beforeEach(context) {
    const locale = localeOf(context.globals.locale);
    applyLocale(locale);
    await i18n.changeLanguage(locale);
    // Toasts live in a module singleton: clear the previous story's, once its last requests have ended.
    await endPreviousStoryRequests();
    toastQueue.clear();
    // `parameters.textZoom: 2` renders the story at 200% text size (WCAG 1.4.4), as a browser's text
    // zoom does: every font size is in rem, so scaling the root font scales all text and nothing else.
    const textZoom = (context.parameters.textZoom as number | undefined) ?? 1;
    document.documentElement.style.fontSize = textZoom === 1 ? '' : `${textZoom * 100}%`;
  },
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: {
      options: {
        mobile: { name: 'Mobile 390x844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
        desktop: { name: 'Desktop 1280x800', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    a11y: {
      test: 'error',
      // React Aria's Button announces a focused button's pending change through its live announcer:
      // a hidden `role="img"` node, `aria-labelledby` the button's id, kept in <body> for 7 s. Once
      // the button is gone (the screen navigated, or the next story mounted) the reference dangles
      // and axe reports role-img-alt. Our Button cannot avoid it short of dropping React Aria's
      // pending state, and the announcer is no part of any story's UI, so it is excluded here, once.
      context: { include: ['body'], exclude: ['[data-live-announcer]'] },
    },
    msw: { handlers: {} },
    router: { initialEntries: ['/'] } satisfies RouterParameters,
  },
} satisfies Preview;

export default preview;
