// The build's server-side entry (see build/prerender.ts): renders a route's first view to HTML in Node.
import { i18n } from '@sarraf/features/shared';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, type DataStrategyFunction } from 'react-router';
import { App } from './App';
import { routes } from './routes/routeTable';

/**
 * Loads each matched route's lazy screen but runs no loader: the guards ask the server who is signed in,
 * and a prerendered page is the view of someone the server does not know yet (the browser runs them).
 */
const screensOnly: DataStrategyFunction = async ({ matches }) => {
  const results = await Promise.all(
    matches.map(async (match) => [match.route.id, await match.resolve(async () => null)] as const),
  );
  return Object.fromEntries(results);
};

/** The first view of `path` in the default language, as the browser draws it before any data arrives. */
export async function render(path: string): Promise<{ html: string; locale: string }> {
  const locale = 'fa';
  await i18n.changeLanguage(locale);
  const router = createMemoryRouter(routes, { initialEntries: [path], dataStrategy: screensOnly });
  await new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
  if (router.state.errors) throw new Error(`prerender ${path}: ${JSON.stringify(router.state.errors)}`);
  if (router.state.location.pathname !== path) throw new Error(`prerender ${path}: redirected`);
  const html = renderToString(<App router={router} />);
  router.dispose();
  return { html, locale };
}
