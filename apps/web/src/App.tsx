import { QueryProvider, type createQueryClient } from '@sarraf/features/shared';
import { Provider as JotaiProvider } from 'jotai';
import { StrictMode } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { appStore, queryClient as appQueryClient } from './store';

export interface AppProps {
  router: DataRouter;
  /**
   * The server-state cache. The browser has one for the page's life; a page rendered on the server gets
   * one of its own, so that no visitor's data is in another's page. @default the app's one
   */
  queryClient?: ReturnType<typeof createQueryClient>;
  /** The jotai store, likewise. @default the app's one */
  store?: typeof appStore;
}

/**
 * The app's providers around its router. Both the browser (main.tsx) and the server-side entry
 * (prerender.tsx) render exactly this, so a page drawn ahead hydrates without a difference: add providers
 * here, not in either entry.
 */
export function App({ router, queryClient = appQueryClient, store = appStore }: AppProps) {
  return (
    <StrictMode>
      <QueryProvider client={queryClient}>
        <JotaiProvider store={store}>
          <RouterProvider router={router} />
        </JotaiProvider>
      </QueryProvider>
    </StrictMode>
  );
}
