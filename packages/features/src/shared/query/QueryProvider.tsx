import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';

export interface QueryProviderProps {
  /** The app's one client (shared with the route guard), or a fresh one per story. */
  client: QueryClient;
  children: ReactNode;
}

/** Gives every screen below it the server-state cache: queries, paged lists and mutations. */
export function QueryProvider({ client, children }: QueryProviderProps) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
