import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { chromium, type Browser, type CDPSession, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildFallbackFont, FALLBACK_FONT_FAMILY, fallbackFontPath } from '../../.storybook/fallbackFont';
import { browserFontEnv, findFontFallbacks, fontCheckAttribute } from '../../.storybook/fontCheck';

// The browser tests' font set and the per-story font check (.storybook/fontCheck.ts), driven here on a
// page of our own, in the same Chromium, so we know the check reports what it must and nothing else.

const require = createRequire(import.meta.url);

/** Vazirmatn 400 exactly as the app loads it (@fontsource's CSS, unicode ranges included), inlined. */
function vazirmatnCss(): string {
  const cssPath = require.resolve('@fontsource/vazirmatn/400.css');
  return readFileSync(cssPath, 'utf8').replace(/url\(\.\/files\/([^)]+?)\.(woff2?)\)/g, (_, name, ext) => {
    const data = readFileSync(join(dirname(cssPath), 'files', `${name}.${ext}`)).toString('base64');
    return `url(data:font/${ext};base64,${data})`;
  });
}

const TOKEN = 'font-check-test';

const page = (body: string) => `<!doctype html>
<html ${fontCheckAttribute}="${TOKEN}">
<head><style>
${vazirmatnCss()}
body { font-family: Vazirmatn, 'Noto Sans', system-ui, sans-serif; font-size: 24px; }
.starred::before { content: '★ '; }
</style></head>
<body>${body}</body>
</html>`;

let browser: Browser;
let tab: Page;

async function fallbacksOf(body: string) {
  await tab.setContent(page(body));
  await tab.evaluate(() => document.fonts.ready);
  const cdp = await tab.context().newCDPSession(tab);
  try {
    return await findFontFallbacks(cdp, TOKEN);
  } finally {
    await cdp.detach();
  }
}

beforeAll(async () => {
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--font-render-hinting=none'],
    env: browserFontEnv(),
  });
  tab = await browser.newPage();
});

afterAll(async () => {
  await browser?.close();
});

describe('the browser tests font set', () => {
  it('is the committed box font, built from its source', () => {
    expect(readFileSync(fallbackFontPath).equals(buildFallbackFont())).toBe(true);
  });

  it('reports nothing for text the bundled font has: Persian, Latin, both digit sets, punctuation', async () => {
    expect(await fallbacksOf('<p>سلام، دنیا! Hello, world. ۱۲۳٬۴۵۶ 123,456 – … «» (۵٪)</p>')).toEqual([]);
  });

  it('reports each character Vazirmatn lacks, with the text node and element it is in', async () => {
    const fallbacks = await fallbacksOf(`
      <p>Done ✓ سلام</p>
      <span class="note">Next →</span>
      <p>中文</p>
      <p>😀</p>
      <input placeholder="Search ⌕" aria-label="search">
      <p class="starred">Favourite</p>`);
    expect(fallbacks).toEqual([
      { text: 'Done ✓ سلام', element: '<p>', fonts: [`${FALLBACK_FONT_FAMILY} (1)`] },
      { text: 'Next →', element: '<span class="note">', fonts: [`${FALLBACK_FONT_FAMILY} (1)`] },
      { text: '中文', element: '<p>', fonts: [`${FALLBACK_FONT_FAMILY} (2)`] },
      { text: '😀', element: '<p>', fonts: [`${FALLBACK_FONT_FAMILY} (1)`] },
      // The placeholder lives in the input's own shadow tree; the input's text is not Vazirmatn either
      // (form controls do not inherit the font unless the app's CSS says so).
      { text: 'Search ⌕', element: '<input>', fonts: [`${FALLBACK_FONT_FAMILY} (8)`] },
      { text: '::before', element: '<p class="starred">', fonts: [`${FALLBACK_FONT_FAMILY} (1)`] },
    ]);
  });

  it('reports SVG images that contain text (they cannot use web fonts), not those made of shapes', async () => {
    const svg = (content: string) =>
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16"/>${content}</svg>`;
    const lettered = svg('<text x="16" y="21" font-family="Vazirmatn">T</text>');
    const shaped = svg('<path d="M10 10h12v3h-4.5v10h-3V13H10z" fill="white"/>');
    const fallbacks = await fallbacksOf(`
      <img alt="" class="encoded" src="data:image/svg+xml,${encodeURIComponent(lettered)}">
      <img alt="" class="base64" src="data:image/svg+xml;base64,${Buffer.from(lettered).toString('base64')}">
      <img alt="" class="shapes" src="data:image/svg+xml,${encodeURIComponent(shaped)}">`);
    expect(fallbacks.map(({ text, element }) => ({ text, element }))).toEqual([
      { text: '<text> in an SVG image', element: '<img class="encoded">' },
      { text: '<text> in an SVG image', element: '<img class="base64">' },
    ]);
  });

  it("hides the machine's fonts, even when a style names one", async () => {
    // DejaVu Sans and Noto Sans are installed on Debian machines with Chromium: they must not be found.
    expect(
      await fallbacksOf(`<p style="font-family: 'DejaVu Sans', 'Noto Sans', monospace">abc</p>`),
    ).toEqual([{ text: 'abc', element: '<p>', fonts: [`${FALLBACK_FONT_FAMILY} (3)`] }]);
  });

  it('draws every missing character as the same box, whatever the character', async () => {
    // Same size, each at the same whole-pixel origin of its own box, so only the glyph could differ.
    const box = (id: string, char: string) =>
      `<div id="${id}" style="width: 40px; height: 40px">${char}</div>`;
    await tab.setContent(page(box('a', '✓') + box('b', '中') + box('c', '😀') + box('d', 'x')));
    await tab.evaluate(() => document.fonts.ready);
    const [a, b, c, d] = await Promise.all(
      ['#a', '#b', '#c', '#d'].map((id) => tab.locator(id).screenshot()),
    );
    expect(a!.equals(b!)).toBe(true);
    expect(a!.equals(c!)).toBe(true);
    // ... and a real glyph is not that box (the shots are not all alike for some other reason).
    expect(a!.equals(d!)).toBe(false);
  });
});

describe('the font check on a page that changes while it looks', () => {
  /** A CDP session over a one-paragraph page; `fontsError` says whether a scan finds its text node gone. */
  function changingPage(fontsError: (scan: number) => Error | undefined) {
    let scans = 0;
    const send = async (method: string, params?: { nodeId?: number }) => {
      if (method === 'DOM.getDocument') {
        scans += 1;
        const text = {
          nodeId: 100 + scans,
          nodeType: 3,
          nodeName: '#text',
          localName: '',
          nodeValue: 'Done ✓',
        };
        const p = { nodeId: 4, nodeType: 1, nodeName: 'P', localName: 'p', nodeValue: '', children: [text] };
        const html = {
          nodeId: 2,
          nodeType: 1,
          nodeName: 'HTML',
          localName: 'html',
          nodeValue: '',
          attributes: [fontCheckAttribute, TOKEN],
          children: [p],
        };
        return {
          root: {
            nodeId: 1,
            nodeType: 9,
            nodeName: '#document',
            localName: '',
            nodeValue: '',
            children: [html],
          },
        };
      }
      if (method === 'CSS.getPlatformFontsForNode') {
        const error = params?.nodeId === 100 + scans ? fontsError(scans) : undefined;
        if (error) throw error;
        return { fonts: [{ familyName: FALLBACK_FONT_FAMILY, isCustomFont: false, glyphCount: 1 }] };
      }
      return {};
    };
    return { cdp: { send } as unknown as CDPSession, scans: () => scans };
  }
  const gone = () =>
    new Error('Protocol error (CSS.getPlatformFontsForNode): Could not find node with given id');

  it('scans again when a node left the page, and still reports what the new scan finds', async () => {
    const page = changingPage((scan) => (scan === 1 ? gone() : undefined));
    expect(await findFontFallbacks(page.cdp, TOKEN)).toEqual([
      { text: 'Done ✓', element: '<p>', fonts: [`${FALLBACK_FONT_FAMILY} (1)`] },
    ]);
    expect(page.scans()).toBe(2);
  });

  it('gives up rescanning a page that never settles', async () => {
    const page = changingPage(gone);
    expect(await findFontFallbacks(page.cdp, TOKEN)).toEqual([]);
    expect(page.scans()).toBe(3);
  });

  it('fails on any other protocol error', async () => {
    const page = changingPage(() => new Error('Protocol error: CSS agent is not enabled'));
    await expect(findFontFallbacks(page.cdp, TOKEN)).rejects.toThrow('CSS agent is not enabled');
  });
});
