import { QueryProvider } from '@sarraf/features/shared';
import { Provider as JotaiProvider } from 'jotai';
import { StrictMode } from 'react';
import type { DataRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { appStore, queryClient } from './store';

export interface AppProps {
  router: DataRouter;
}

/**
 * The app's providers around its router. Both the browser (main.tsx) and the build's prerender
 * (prerender.tsx) render exactly this, so a prerendered page hydrates without a difference: add providers
 * here, not in either entry.
 */
export function App({ router }: AppProps) {
  return (
    <StrictMode>
      <QueryProvider client={queryClient}>
        <JotaiProvider store={appStore}>
          <RouterProvider router={router} />
        </JotaiProvider>
      </QueryProvider>
    </StrictMode>
  );
}
