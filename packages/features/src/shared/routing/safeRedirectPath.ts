const PROBE_ORIGIN = 'https://sarraf.invalid';

/**
 * The value as a same-origin path (path, search and hash), or undefined when it could lead elsewhere:
 * absolute URLs, protocol-relative `//host`, backslash tricks and `javascript:` are all refused.
 */
export function safeRedirectPath(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
  try {
    const url = new URL(value, PROBE_ORIGIN);
    if (url.origin !== PROBE_ORIGIN) return undefined;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return undefined;
  }
}
