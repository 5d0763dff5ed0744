import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';

/** The answers a page drawn on the server was drawn with, as JSON the page carries to the browser. */
export type PageState = DehydratedState;

/** What `client` holds, to write into the page it drew (TanStack Query's own dehydrate). */
export function pageStateOf(client: QueryClient): PageState {
  return dehydrate(client);
}

/**
 * Puts the answers a page was drawn with into the browser's cache before the app renders, so the first
 * render is the page as the server drew it (and hydrating it changes nothing), and nothing is asked twice.
 */
export function restorePageState(client: QueryClient, state: PageState): void {
  hydrate(client, state);
}
