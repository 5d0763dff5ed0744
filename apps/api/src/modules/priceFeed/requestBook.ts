import type { PriceSourceName } from './PriceSource.js';
import { PriceSourceInvalidAnswer, PriceSourceUnavailable } from './PriceSourceError.js';

/**
 * GETs a source's order book and parses its JSON object. Anything that says "not now" (no connection, a
 * timeout, 429, 5xx) is PriceSourceUnavailable; any other status, or a body that is not a JSON object, is
 * PriceSourceInvalidAnswer. Nothing here throws anything else.
 */
export async function requestBook(
  source: PriceSourceName,
  url: string,
  timeoutMs: number,
): Promise<Record<string, unknown>> {
  // The path names the call in errors; the host (perhaps a private proxy) stays out of logs.
  const what = `GET ${url.replace(/^[a-z]+:\/\/[^/]+/i, '').split('?')[0]}`;
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    // The body is read under the same timeout: a source that sends headers and then stalls is not an answer.
    text = await response.text();
  } catch (error) {
    throw new PriceSourceUnavailable(source, `${what}: ${(error as Error).message}`);
  }
  if (response.status === 429 || response.status >= 500) {
    throw new PriceSourceUnavailable(
      source,
      `${what} answered ${response.status}`,
      retryAfterSeconds(response.headers.get('retry-after')),
    );
  }
  if (!response.ok) throw new PriceSourceInvalidAnswer(source, `${what} answered ${response.status}`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new PriceSourceInvalidAnswer(source, `${what} did not answer JSON`);
  }
  if (!isObject(parsed)) throw new PriceSourceInvalidAnswer(source, `${what} did not answer an object`);
  return parsed;
}

/** Retry-After in seconds; the HTTP-date form is ignored (the feed then reads at its own pace). */
function retryAfterSeconds(header: string | null): number | undefined {
  const value = header?.trim();
  return value && /^[0-9]{1,6}$/.test(value) ? Number(value) : undefined;
}

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
