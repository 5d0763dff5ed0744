import { describe, expect, it } from 'vitest';
import { EARLY_DATA_SCRIPT, routeDocument, routeDocumentFile } from './routeDocument.ts';

const template = `<!doctype html>
<html lang="fa" dir="rtl">
  <head>
    <title>Sarraf / صراف</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-dom-1.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const panel = {
  path: '/panel',
  lazyModules: ['../layouts/AuthLayout', '@sarraf/features/wallet'],
  earlyData: ['/api/user'],
  earlyDataPlain: ['/api/wallet/balances'],
};

describe('the page document of a signed-in route', () => {
  const page = routeDocument(template, {
    files: ['assets/AuthLayout-1.js', 'assets/wallet-1.js', 'assets/style-1.css'],
    earlyDataFile: 'assets/early-data-1.js',
    route: panel,
  });

  it("preloads the route's own scripts beside the entry's", () => {
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/AuthLayout-1.js">');
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/wallet-1.js">');
    expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/react-dom-1.js">');
    expect(page).not.toContain('style-1.css');
    expect(page.indexOf('wallet-1.js')).toBeLessThan(page.indexOf('</head>'));
  });

  it("starts the screen's first calls from a file before the entry, with no inline script", () => {
    const early =
      '<script type="module" async crossorigin src="/assets/early-data-1.js" data-early-data="/api/user" ' +
      'data-early-data-plain="/api/wallet/balances"></script>';
    expect(page).toContain(early);
    expect(page.indexOf(early)).toBeLessThan(page.indexOf('/assets/index-1.js'));
    expect(page.match(/<script(?![^>]* src=)/g)).toBeNull();
  });

  it('preloads those calls ahead of every script, with the credentials the client sends', () => {
    const user = '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/user">';
    const balances =
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/wallet/balances">';
    expect(page).toContain(user);
    expect(page).toContain(balances);
    expect(page.indexOf(balances)).toBeLessThan(page.indexOf('<script'));
    expect(page.indexOf(balances)).toBeLessThan(page.indexOf('modulepreload'));
  });

  it('has a file per route pattern', () => {
    expect(routeDocumentFile('/panel')).toBe('documents/panel.html');
    expect(routeDocumentFile('/trade/:pair')).toBe('documents/trade-pair.html');
  });
});

describe('the early-data script', () => {
  /** Runs the script as a page at `search` whose document names the calls, with a recording fetch. */
  async function run(search: string, stored: string | null = null) {
    const asked: { url: string; init: RequestInit }[] = [];
    const tag = { dataset: { earlyData: '/api/user', earlyDataPlain: '/api/wallet/balances' } };
    const scope = {
      document: { querySelector: () => tag },
      location: { search },
      localStorage: { getItem: () => stored },
      fetch: (url: string, init: RequestInit) => {
        asked.push({ url, init });
        return Promise.resolve(new Response('{}'));
      },
      window: {} as { sarrafEarlyData?: Record<string, { at: number; response: Promise<unknown> }> },
    };
    new Function(...Object.keys(scope), EARLY_DATA_SCRIPT)(...Object.values(scope));
    return { asked, early: scope.window.sarrafEarlyData ?? {} };
  }

  it("asks the route's calls as the app's client does, and leaves them for it", async () => {
    const { asked, early } = await run('', 'en');
    expect(asked.map((call) => call.url)).toEqual(['/api/user', '/api/wallet/balances']);
    expect(asked[0]!.init).toEqual({
      credentials: 'include',
      headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest', 'X-Locale': 'en' },
    });
    expect(Object.keys(early)).toEqual(['/api/user', '/api/wallet/balances']);
  });

  it('asks only the calls of any address when the page has a query (another tab, a filter)', async () => {
    const { asked } = await run('?tab=markets');
    expect(asked.map((call) => call.url)).toEqual(['/api/user']);
    expect(asked[0]!.init.headers).toMatchObject({ 'X-Locale': 'fa' });
  });
});
