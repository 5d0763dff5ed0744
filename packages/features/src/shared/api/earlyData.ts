/**
 * A call a page document started before the app ran (apps/web build/routeDocument.ts writes the script):
 * when it started, and its answer (null when it failed).
 */
interface EarlyCall {
  at: number;
  response: Promise<Response | null>;
}

/** Where that script leaves its calls, by path and query (`/api/user`, `/api/trade/order?page=1`). */
declare global {
  var sarrafEarlyData: Record<string, EarlyCall> | undefined;
}

/**
 * An early answer older than this is not used: the call is asked again. Start-up on a slow phone takes a few
 * seconds; a screen the person reaches later must see current data.
 */
export const EARLY_DATA_MAX_AGE_MS = 20_000;

/**
 * The answer the page document already asked for this request, taken once: a GET of the same path and
 * query, started less than EARLY_DATA_MAX_AGE_MS ago. Null when there is none, so the request is sent as
 * usual; a failed early call is sent again with `send`. The answer goes through the client's middleware as
 * any other (a 401 still ends the session).
 */
export function adoptEarlyResponse(
  request: Request,
  send: (request: Request) => Promise<Response>,
  now = Date.now(),
): Promise<Response> | null {
  const calls = globalThis.sarrafEarlyData;
  if (!calls || request.method !== 'GET') return null;
  const url = new URL(request.url);
  const key = `${url.pathname}${url.search}`;
  const call = calls[key];
  if (!call) return null;
  delete calls[key];
  if (now - call.at > EARLY_DATA_MAX_AGE_MS) return null;
  return call.response.then((response) => response ?? send(request));
}
