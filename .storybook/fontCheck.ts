// Runs in Node (Vitest's browser commands, the tooling tests, the e2e config), never in the browser.
import { fileURLToPath } from 'node:url';
import type { CDPSession, Page } from 'playwright';
import type { BrowserCommand } from 'vitest/node';

/**
 * The font set Chromium sees in the browser tests instead of the machine's: one box font that covers every
 * code point (fonts/fonts.conf). Without it, a character the bundled fonts lack is drawn with whatever font
 * the machine happens to have, and the screenshots differ from machine to machine.
 */
export const fontconfigFile = fileURLToPath(new URL('./fonts/fonts.conf', import.meta.url));

/** The environment to launch Chromium with, so it uses the repo's font set. */
export function browserFontEnv(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const defined = Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return { ...Object.fromEntries(defined), FONTCONFIG_FILE: fontconfigFile };
}

/** The families text may be drawn with: the web fonts the app bundles (packages/ui/src/theme/fonts.ts). */
export const bundledFontFamilies: readonly string[] = ['Vazirmatn'];

/** A web font of a bundled family; weights report their own name, e.g. `Vazirmatn Medium`. */
function isBundled(font: { familyName: string; isCustomFont: boolean }): boolean {
  return (
    font.isCustomFont &&
    bundledFontFamilies.some(
      (family) => font.familyName === family || font.familyName.startsWith(`${family} `),
    )
  );
}

/** The attribute that marks the document to check (its value is a one-off token). */
export const fontCheckAttribute = 'data-font-check';

/** Text drawn, wholly or partly, with a font that is not a bundled web font. */
export interface FontFallback {
  /** The text node's text, or `::before` etc. for generated content. */
  text: string;
  /** The element the text belongs to, e.g. `<span class="Badge_label__x1">`. */
  element: string;
  /** Each font that is not bundled, with the number of glyphs drawn with it, e.g. `Fallback Tofu (1)`. */
  fonts: string[];
}

/** The part of CDP's DOM.Node this check reads. */
interface DomNode {
  nodeId: number;
  nodeType: number;
  nodeName: string;
  localName: string;
  nodeValue: string;
  attributes?: string[];
  pseudoType?: string;
  shadowRootType?: string;
  children?: DomNode[];
  shadowRoots?: DomNode[];
  pseudoElements?: DomNode[];
  contentDocument?: DomNode;
}

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
/** Elements whose text is never laid out: no need to ask for their fonts. */
const NOT_RENDERED = new Set(['style', 'script', 'noscript', 'template', 'title']);

/** Children in drawing terms: the browser's own shadow roots hold an input's value and placeholder, pseudo
 * elements hold CSS `content`; both draw text that no DOM text node shows. */
function childrenOf(node: DomNode): DomNode[] {
  if (NOT_RENDERED.has(node.localName)) return [];
  return [
    ...(node.shadowRoots ?? []),
    ...(node.pseudoElements ?? []),
    ...(node.children ?? []),
    ...(node.contentDocument ? [node.contentDocument] : []),
  ];
}

function findMarkedRoot(node: DomNode, token: string): DomNode | undefined {
  if (node.localName === 'html' && attribute(node, fontCheckAttribute) === token) return node;
  for (const child of childrenOf(node)) {
    const found = findMarkedRoot(child, token);
    if (found) return found;
  }
  return undefined;
}

function attribute(node: DomNode, name: string): string | undefined {
  const attributes = node.attributes ?? [];
  for (let i = 0; i < attributes.length; i += 2) if (attributes[i] === name) return attributes[i + 1];
  return undefined;
}

/**
 * An SVG image (<img src="data:image/svg+xml,...">) is a separate document that cannot use the page's web
 * fonts: its text is always drawn with the machine's fonts, and the browser does not report which.
 */
const SVG_IMAGE_FONTS = "the machine's fonts (an SVG image cannot use web fonts): draw shapes instead";

function svgImageHasText(src: string | undefined): boolean {
  const match = src?.match(/^data:image\/svg\+xml([^,]*),(.*)$/s);
  if (!match) return false;
  const [, parameters = '', data = ''] = match;
  const svg = parameters.split(';').includes('base64')
    ? Buffer.from(data, 'base64').toString('utf8')
    : decodeURIComponent(data);
  return /<(text|tspan|textPath)\b/.test(svg);
}

function describe(element: DomNode | undefined): string {
  if (!element) return '?';
  const className = attribute(element, 'class')?.trim().split(/\s+/)[0];
  return `<${element.localName}${className ? ` class="${className}"` : ''}>`;
}

/**
 * Lists the text in the document marked with `token` that Chromium draws with any font other than a
 * bundled web font, per text node: `CSS.getPlatformFontsForNode` reports which font drew each glyph
 * after font fallback. With the repo's font set the only other font is the box font, which reports as a
 * platform font, so a missing glyph shows up here instead of as a screenshot that differs per machine.
 */
export async function findFontFallbacks(cdp: CDPSession, token: string): Promise<FontFallback[]> {
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  try {
    return await scanWithEnabledAgents(cdp, token);
  } finally {
    await cdp.send('CSS.disable');
    await cdp.send('DOM.disable');
  }
}

/** `findFontFallbacks` on a session whose DOM and CSS agents are already enabled. */
async function scanWithEnabledAgents(cdp: CDPSession, token: string): Promise<FontFallback[]> {
  // A node can leave the page between the snapshot and the question about its fonts (a toast closing, a
  // list refreshing): scan again from a fresh snapshot. A story that never settles (a polling price) gets
  // its last scan without the nodes that left, whose successors that scan saw.
  for (let attempt = 1; ; attempt += 1) {
    const { fallbacks, gone } = await scan(cdp, token);
    if (gone === 0 || attempt === MAX_SCANS) return fallbacks;
  }
}

const MAX_SCANS = 3;

function isGoneNodeError(error: unknown): boolean {
  return error instanceof Error && /node with given id|no node/i.test(error.message);
}

async function scan(cdp: CDPSession, token: string): Promise<{ fallbacks: FontFallback[]; gone: number }> {
  const { root } = await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
  const marked = findMarkedRoot(root, token);
  if (!marked) throw new Error(`No document is marked ${fontCheckAttribute}="${token}".`);

  // Every text node and pseudo element, with the element it belongs to (for the report).
  const checked: { node: DomNode; element: DomNode | undefined }[] = [];
  const imagesWithText: FontFallback[] = [];
  const visit = (node: DomNode, element: DomNode | undefined, inBrowserShadow: boolean) => {
    if ((node.nodeType === TEXT_NODE && node.nodeValue !== '') || node.pseudoType)
      checked.push({ node, element });
    if (node.localName === 'img' && svgImageHasText(attribute(node, 'src'))) {
      imagesWithText.push({
        text: '<text> in an SVG image',
        element: describe(node),
        fonts: [SVG_IMAGE_FONTS],
      });
    }
    // Inside the browser's own shadow tree (an input's placeholder) the report names the host element.
    const owner = node.nodeType === ELEMENT_NODE && !node.pseudoType && !inBrowserShadow ? node : element;
    for (const child of childrenOf(node)) {
      visit(child, owner, inBrowserShadow || child.shadowRootType === 'user-agent');
    }
  };
  visit(marked, undefined, false);

  let gone = 0;
  const results = await Promise.all(
    checked.map(async ({ node, element }) => {
      let fonts;
      try {
        ({ fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId: node.nodeId }));
      } catch (error) {
        if (!isGoneNodeError(error)) throw error;
        gone += 1;
        return undefined;
      }
      const foreign = fonts.filter((font) => font.glyphCount > 0 && !isBundled(font));
      if (foreign.length === 0) return undefined;
      const fallback: FontFallback = {
        text: node.pseudoType ? `::${node.pseudoType}` : node.nodeValue,
        element: describe(element),
        fonts: foreign.map((font) => `${font.familyName} (${font.glyphCount})`),
      };
      return fallback;
    }),
  );
  const fallbacks = [
    ...results.filter((result): result is FontFallback => result !== undefined),
    ...imagesWithText,
  ];
  return { fallbacks, gone };
}

/**
 * Browser command `findFontFallbacks(token)`: checks the test iframe's document (the story and whatever it
 * portals into <body>) through a CDP session on the page that hosts it.
 */
export const findFontFallbacksCommand: BrowserCommand<[token: string], FontFallback[]> = async (
  context,
  token,
) => {
  try {
    return await scanWithEnabledAgents(await checkSessionOf(context.page), token);
  } catch (error) {
    if (!isEndedSessionError(error)) throw error;
    // The session ended with its page (a crash, a reload): try once on a new one.
    checkSessions.delete(context.page);
    return scanWithEnabledAgents(await checkSessionOf(context.page), token);
  }
};

/**
 * One CDP session per test page, its DOM and CSS agents enabled once: enabling the CSS agent makes the page
 * send every stylesheet it has, which per story cost more than the check itself.
 */
const checkSessions = new WeakMap<Page, Promise<CDPSession>>();

function checkSessionOf(page: Page): Promise<CDPSession> {
  let session = checkSessions.get(page);
  if (!session) {
    session = (async () => {
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('DOM.enable');
      await cdp.send('CSS.enable');
      return cdp;
    })();
    checkSessions.set(page, session);
  }
  return session;
}

function isEndedSessionError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /Target (page, context or browser )?(has been )?closed|Session closed/i.test(error.message)
  );
}

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Text in the document marked `data-font-check="<token>"` drawn with a font that is not bundled. */
    findFontFallbacks: (token: string) => Promise<FontFallback[]>;
  }
}
