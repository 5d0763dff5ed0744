import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { root } from '../lib/ensure.mjs';

/** The routes a visitor arrives on, each served prerendered (apps/web/build/prerender.ts). */
export const FIRST_LOAD_ROUTES = ['/landing', '/login'];

/** Measured on the landed build before issue 10: every page loaded the whole app. */
const BASELINE = { jsAndCssRaw: 635 * 1024, jsAndCssGzip: 191 * 1024, fonts: 6 };
/** Issue 10's goal for the scripts of /landing. */
const SCRIPTS_GOAL_GZIP = 90 * 1024;

const sizes = (bytes) => ({
  raw: bytes.length,
  gzip: gzipSync(bytes, { level: 9 }).length,
  brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
});
const add = (a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli });
const none = { raw: 0, gzip: 0, brotli: 0 };
const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;

/**
 * What a phone downloads for the first view of `route`, fonts aside: the page the server sends for it, the
 * scripts that page loads (the boot script, the entry, everything it preloads) and the stylesheets it links.
 */
export function measureFirstLoad(route) {
  const dist = join(root, 'apps/web/dist');
  const prerendered = join(dist, 'pages', `${route.slice(1)}.html`);
  const htmlFile = existsSync(prerendered) ? prerendered : join(dist, 'index.html');
  const html = readFileSync(htmlFile, 'utf8');
  const files = (pattern) => [...html.matchAll(pattern)].map((match) => match[1]);
  const scripts = new Set([
    ...files(/<script[^>]* src="\/([^"]+)"/g),
    ...files(/ data-app="\/([^"]+)"/g),
    ...files(/ data-preload="([^"]*)"/g).flatMap((list) =>
      list
        .split(' ')
        .filter(Boolean)
        .map((f) => f.slice(1)),
    ),
    ...files(/<link rel="modulepreload"[^>]* href="\/([^"]+)"/g),
  ]);
  const styles = files(/<link rel="stylesheet"[^>]* href="\/([^"]+)"/g);
  const sum = (list) => list.reduce((total, file) => add(total, sizes(readFileSync(join(dist, file)))), none);
  return {
    route,
    prerendered: htmlFile === prerendered,
    page: sizes(Buffer.from(html)),
    scripts: { ...sum([...scripts]), files: scripts.size },
    styles: { ...sum(styles), files: styles.length },
    preloadedFonts: files(/<link rel="preload" as="font"[^>]* href="\/([^"]+)"/g).length,
  };
}

/** Prints the first-load weight of each route next to the landed baseline and the goal; returns the figures. */
export function printFirstLoadWeight() {
  console.log('\nWeb app first load (what a phone downloads before the first view; fonts aside)');
  const figures = FIRST_LOAD_ROUTES.map(measureFirstLoad);
  for (const figure of figures) {
    const { scripts, styles, page } = figure;
    const total = add(add(scripts, styles), page);
    const verdict = scripts.gzip <= SCRIPTS_GOAL_GZIP ? 'PASS' : 'MISS';
    console.log(
      `  ${figure.route} (${figure.prerendered ? 'prerendered page' : 'index.html'}): ` +
        `${scripts.files} scripts, ${styles.files} stylesheets, ${figure.preloadedFonts} fonts preloaded`,
    );
    console.log(
      `    scripts                ${kib(scripts.raw).padStart(8)} raw ${kib(scripts.gzip).padStart(8)} gzip ` +
        `${kib(scripts.brotli).padStart(8)} brotli   goal <= ${kib(SCRIPTS_GOAL_GZIP)} gzip  ${verdict}`,
    );
    console.log(
      `    scripts+styles+page    ${kib(total.raw).padStart(8)} raw ${kib(total.gzip).padStart(8)} gzip ` +
        `${kib(total.brotli).padStart(8)} brotli   baseline ${kib(BASELINE.jsAndCssRaw)} raw, ` +
        `${kib(BASELINE.jsAndCssGzip)} gzip, sent uncompressed`,
    );
  }
  return figures;
}
