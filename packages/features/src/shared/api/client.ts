import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { readStoredLocale, type Locale } from '../i18n/locales';
import { adoptEarlyResponse } from './earlyData';
import type { paths } from './schema.gen';

/** The one typed client type of the app. */
export type ApiClient = Client<paths>;

/** Called on a 401 from any call except login itself (spec section 4). */
export type UnauthorizedListener = (info: { schemaPath: string }) => void;

/** Spec section 4 excludes login: a failed login is answered on the login screen, never by a redirect. */
const UNAUTHORIZED_EXEMPT_PATHS = new Set<string>(['/api/auth/login']);

let unauthorizedListener: UnauthorizedListener | undefined;

/**
 * Registers what happens on a 401 (the app wires the delayed redirect to /login, see
 * createSessionExpiredRedirect). Returns a function that removes it.
 */
export function setUnauthorizedListener(listener: UnauthorizedListener | undefined): () => void {
  unauthorizedListener = listener;
  return () => {
    if (unauthorizedListener === listener) unauthorizedListener = undefined;
  };
}

/** Headers every request carries (spec section 7, contract conventions). */
export function createHeadersMiddleware(getLocale: () => Locale): Middleware {
  return {
    onRequest({ request }) {
      request.headers.set('Accept', 'application/json');
      request.headers.set('X-Requested-With', 'XMLHttpRequest');
      request.headers.set('X-Locale', getLocale());
      // openapi-fetch already labels JSON bodies and leaves FormData to the browser (it adds the multipart
      // boundary); we only make sure a JSON string body is never sent as text/plain.
      const type = request.headers.get('Content-Type');
      if (type?.startsWith('text/plain')) request.headers.set('Content-Type', 'application/json');
      return request;
    },
  };
}

export function createUnauthorizedMiddleware(
  getListener: () => UnauthorizedListener | undefined,
): Middleware {
  return {
    onResponse({ response, schemaPath }) {
      if (response.status === 401 && !UNAUTHORIZED_EXEMPT_PATHS.has(schemaPath)) {
        getListener()?.({ schemaPath });
      }
      return response;
    },
  };
}

export interface ApiClientOptions {
  /** Same origin by default; tests pass an absolute origin because Node's Request needs one. */
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  getLocale?: () => Locale;
  getUnauthorizedListener?: () => UnauthorizedListener | undefined;
}

export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  // Resolved on every call, so a fetch patched later (MSW in tests and stories) is still used.
  const send = options.fetch ?? ((request: Request) => globalThis.fetch(request));
  const client = createClient<paths>({
    // Same origin; spelled out when there is a location so that Node (tests) can build the Request too.
    baseUrl: options.baseUrl ?? (typeof location === 'undefined' ? '' : location.origin),
    credentials: 'include',
    // A call the page document started already (a signed-in screen's first data) is taken, not asked twice.
    fetch: (request: Request) => adoptEarlyResponse(request, send) ?? send(request),
  });
  client.use(
    createHeadersMiddleware(options.getLocale ?? (() => readStoredLocale())),
    createUnauthorizedMiddleware(options.getUnauthorizedListener ?? (() => unauthorizedListener)),
  );
  return client;
}

/** The app's one client: same origin, cookies included. */
export const apiClient: ApiClient = createApiClient();
