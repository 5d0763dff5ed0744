/** A signed-in route whose page document the build writes (see prerender.ts and routeDocument below). */
export interface RouteDocument {
  /** The route's pattern, as the route table writes it: `/trade/:pair`. */
  path: string;
  /** What the route loads on first visit, as the route table imports it (its layout and its screen). */
  lazyModules: readonly string[];
  /** The API calls (GET, path and query exactly as the app asks) the screen makes first, whatever the address. */
  earlyData: readonly string[];
  /**
   * The ones made only when the page is opened at the route's plain address: a query (a tab, a filter)
   * shows something else, whose calls differ.
   */
  earlyDataPlain?: readonly string[];
}

/** Where the build writes the documents, and the table of them the server reads. */
export const ROUTE_DOCUMENTS_DIR = 'documents';
export const ROUTE_DOCUMENTS_TABLE = `${ROUTE_DOCUMENTS_DIR}/routes.json`;

/** The file of a route's document: `/trade/:pair` -> `documents/trade-pair.html`. */
export function routeDocumentFile(path: string): string {
  return `${ROUTE_DOCUMENTS_DIR}/${path.slice(1).replace(/[/:]+/g, '-')}.html`;
}

/**
 * Starts a signed-in screen's first API calls with the page instead of after the app: a file (the policy
 * allows no inline script) that reads the calls from its own tag, asks them as the app's client does (same
 * headers, cookies included) and leaves the promises where the client's first ask of each adopts them
 * (`adoptEarlyResponse`, features shared/api/earlyData.ts; `sarrafEarlyData` is its name there). `app_locale`
 * is the key the app keeps the language under (LOCALE_STORAGE_KEY, features shared/i18n/locales.ts). A failed
 * call leaves null, and the client then asks again itself.
 */
export const EARLY_DATA_SCRIPT = `const tag = document.querySelector('script[data-early-data]');
const list = (name) => (tag?.dataset[name] ?? '').split(' ').filter(Boolean);
const urls = [...list('earlyData'), ...(location.search ? [] : list('earlyDataPlain'))];
const locale = (() => {
  try {
    const stored = localStorage.getItem('app_locale');
    return stored === 'en' || stored === 'fa' ? stored : 'fa';
  } catch {
    return 'fa';
  }
})();
const headers = { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest', 'X-Locale': locale };
const early = {};
for (const url of urls)
  early[url] = { at: Date.now(), response: fetch(url, { credentials: 'include', headers }).catch(() => null) };
window.sarrafEarlyData = early;
`;

/**
 * The page document of a signed-in route: the app's index.html (its entry and the entry's files preloaded)
 * that also preloads exactly the route's own files, so they download with the entry instead of after it
 * has run, and starts the screen's first calls (preloaded first in the head, taken by the early-data script).
 */
export function routeDocument(
  template: string,
  { files, earlyDataFile, route }: { files: readonly string[]; earlyDataFile: string; route: RouteDocument },
): string {
  const attribute = (text: string) => text.replaceAll('&', '&amp;');
  // The calls themselves start as the page is read, ahead of every script; the early-data script's asks, the
  // same requests, are answered from these (the browser matches them by address and credentials).
  const calls = [...route.earlyData, ...(route.earlyDataPlain ?? [])].map(
    (url) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${attribute(url)}">`,
  );
  const early =
    `<script type="module" async crossorigin src="/${earlyDataFile}" data-early-data="${attribute(route.earlyData.join(' '))}"` +
    ` data-early-data-plain="${attribute((route.earlyDataPlain ?? []).join(' '))}"></script>`;
  const preloads = files
    .filter((file) => file.endsWith('.js'))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
  const titleEnd = template.indexOf('</title>');
  if (titleEnd < 0 || !template.includes('</head>')) throw new Error('routeDocument: no <title> or </head>');
  const afterTitle = titleEnd + '</title>'.length;
  return `${template.slice(0, afterTitle)}\n    ${[...calls, early].join('\n    ')}${template.slice(afterTitle)}`.replace(
    '</head>',
    () => `  ${preloads.join('\n    ')}\n  </head>`,
  );
}
