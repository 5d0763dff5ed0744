import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../errors/ApiError';

/** Attempts after the first for a failure worth repeating (the network, or the server failing). */
export const MAX_RETRIES = 2;

/**
 * Whether a failed load is worth trying again: a dropped connection or a 5xx may pass. A 4xx is the
 * server's answer and asking again gets the same one; a 401 in particular is handled once, by the
 * client's 401 rule (shared/api/client.ts), and must not be asked (and reported) again.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  if (isApiError(error)) return error.status >= 500;
  // fetch() rejects with a TypeError when the request never got an answer.
  return error instanceof TypeError;
}

/** 0.5 s, then 1 s: long enough for a blip to pass, short enough that a real outage shows soon. */
export function retryDelay(attempt: number): number {
  return Math.min(500 * 2 ** attempt, 4000);
}

export interface QueryClientOptions {
  /**
   * Try failed loads again (see shouldRetry). The workbench turns it off so a story shows the failure it
   * mocks at once; the rule itself is unit-tested. @default true
   */
  retry?: boolean;
}

/**
 * The app's server-state cache. Each query names its own staleTime (how long an answer is good for); by
 * default an answer is shown from the cache and checked again on the next mount. Mutations are never
 * repeated: sending a form twice is the user's decision.
 */
export function createQueryClient({ retry = true }: QueryClientOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: retry ? shouldRetry : false,
        retryDelay,
        staleTime: 0,
      },
      mutations: { retry: false },
    },
  });
}
