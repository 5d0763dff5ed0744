// The server-side entry: renders a route's first view to HTML in Node, for the build (the first views that
// need no data, see build/prerender.ts) and for the server (the landing page with its data, per request).
import {
  createQueryClient,
  currentUserKey,
  i18n,
  isLocale,
  marketsQuery,
  pageStateOf,
  type Locale,
  type Market,
  type User,
} from '@sarraf/features/shared';
import { createStore } from 'jotai';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, type DataStrategyFunction } from 'react-router';
import { App } from './App';
import { moveInlineStyles } from './inlineStyles';
import type { DrawnView } from './pageDocument';
import { routes } from './routes/routeTable';
import { documentTitle, matchedTitleKey } from './routes/screenTitles';

// The page around a view, for the build and the server alike.
export { fillPage } from './pageDocument';

/**
 * Loads each matched route's lazy screen but runs no loader: the guards ask the server who is signed in,
 * and the page is drawn from what the caller passes (nothing, for the build: a visitor the server does not
 * know yet).
 */
const screensOnly: DataStrategyFunction = async ({ matches }) => {
  const results = await Promise.all(
    matches.map(async (match) => [match.route.id, await match.resolve(async () => null)] as const),
  );
  return Object.fromEntries(results);
};

/** The browser tab's title of the matched route in the current language, as useDocumentTitle sets it. */
function titleOf(matches: readonly { route: { handle?: unknown } }[]): string {
  const key = matchedTitleKey(matches.map((match) => match.route.handle));
  const appName = i18n.t('common:appName');
  return key ? documentTitle(i18n.t(`common:screens.${key}`), appName) : appName;
}

export interface RenderOptions {
  /** @default 'fa' */
  locale?: Locale;
  /** The desk's markets (GET /api/markets `data`), when the server has them: drawn instead of placeholders. */
  markets?: Market[];
  /** Who is signed in (GET /api/user), null for nobody; left out when not known. */
  user?: User | null;
}

/**
 * The view of a route: its markup (inline styles moved to data attributes, see inlineStyles.ts), its title
 * as the app sets it (layouts/useDocumentTitle.ts), and the answers it was drawn with (`markets`, `user`).
 */
export interface Rendered extends DrawnView {
  /** The rules that draw the moved styles: the build writes them into a stylesheet. */
  styleRules: string[];
}

// i18next has one language at a time for the whole process, and a render awaits the route's code between
// choosing it and drawing: renders take turns, so two requests in two languages never mix.
let turn: Promise<unknown> = Promise.resolve();

/** The first view of `path`, as the browser draws it with the answers given (or before any arrives). */
export function render(path: string, options: RenderOptions = {}): Promise<Rendered> {
  const next = turn.then(() => renderNow(path, options));
  turn = next.catch(() => undefined);
  return next;
}

async function renderNow(path: string, { locale = 'fa', markets, user }: RenderOptions): Promise<Rendered> {
  if (!isLocale(locale)) throw new Error(`render ${path}: unknown locale ${String(locale)}`);
  await i18n.changeLanguage(locale);
  // A cache and a store of the page's own: nothing of one visitor's page is left for the next.
  const queryClient = createQueryClient();
  if (markets !== undefined) queryClient.setQueryData(marketsQuery.queryKey, markets);
  if (user !== undefined) queryClient.setQueryData(currentUserKey, user);
  const router = createMemoryRouter(routes, { initialEntries: [path], dataStrategy: screensOnly });
  try {
    await new Promise<void>((resolve) => {
      if (router.state.initialized) return resolve();
      const unsubscribe = router.subscribe((state) => {
        if (!state.initialized) return;
        unsubscribe();
        resolve();
      });
    });
    if (router.state.errors) throw new Error(`render ${path}: ${JSON.stringify(router.state.errors)}`);
    if (router.state.location.pathname !== path) throw new Error(`render ${path}: redirected`);
    const { html, styleRules } = moveInlineStyles(
      renderToString(<App router={router} queryClient={queryClient} store={createStore()} />),
    );
    const seeded = markets !== undefined || user !== undefined;
    const state = seeded ? pageStateOf(queryClient) : null;
    return { html, styleRules, title: titleOf(router.state.matches), locale, state };
  } finally {
    router.dispose();
    queryClient.clear();
  }
}
