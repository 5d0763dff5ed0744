import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { root } from '../lib/ensure.mjs';
import { startBuiltServer } from './builtServer.mjs';
import { withCleanup } from './cleanup.mjs';

/** The routes a visitor arrives on: /login prerendered by the build, /landing drawn by the server. */
export const FIRST_LOAD_ROUTES = ['/landing', '/login'];

/** Measured on the landed build before issue 10: every page loaded the whole app. */
const BASELINE = { jsAndCssRaw: 635 * 1024, jsAndCssGzip: 191 * 1024, fonts: 6 };
/** Issue 10's goal for the scripts of /landing (the other routes' figures are printed for comparison). */
const SCRIPTS_GOAL_GZIP = 90 * 1024;
const GOAL_ROUTE = '/landing';

const sizes = (bytes) => ({
  raw: bytes.length,
  gzip: gzipSync(bytes, { level: 9 }).length,
  brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
});
const add = (a, b) => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip, brotli: a.brotli + b.brotli });
const none = { raw: 0, gzip: 0, brotli: 0 };
const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;

/**
 * What a phone downloads for the first view of a page the server sent as `html`, fonts aside: the page, the
 * scripts it runs on load (the boot script and, unless it waits for the visitor's first touch, the app: the
 * entry and everything it preloads) and the stylesheets it links. The app of a page that waits is reported
 * apart: fetched once the page is idle, run at the first touch (apps/web/build/prerender.ts).
 */
export function measureFirstLoad(route, html) {
  const dist = join(root, 'apps/web/dist');
  const files = (pattern) => [...html.matchAll(pattern)].map((match) => match[1]);
  const waitsForTouch = html.includes('data-when="interaction"');
  const app = new Set([
    ...files(/ data-app="\/([^"]+)"/g),
    ...files(/ data-preload="([^"]*)"/g).flatMap((list) =>
      list
        .split(' ')
        .filter(Boolean)
        .map((f) => f.slice(1)),
    ),
    ...files(/<link rel="modulepreload"[^>]* href="\/([^"]+)"/g),
  ]);
  const onLoad = new Set([...files(/<script[^>]* src="\/([^"]+)"/g), ...(waitsForTouch ? [] : app)]);
  const styles = files(/<link rel="stylesheet"[^>]* href="\/([^"]+)"/g);
  const sum = (list) => list.reduce((total, file) => add(total, sizes(readFileSync(join(dist, file)))), none);
  return {
    route,
    drawnBy: html.includes('id="page-state"') ? 'the server, with its data' : 'the build',
    page: sizes(Buffer.from(html)),
    scripts: { ...sum([...onLoad]), files: onLoad.size },
    atFirstTouch: waitsForTouch ? { ...sum([...app]), files: app.size } : null,
    styles: { ...sum(styles), files: styles.length },
    preloadedFonts: files(/<link rel="preload" as="font"[^>]* href="\/([^"]+)"/g).length,
  };
}

/**
 * Prints the first-load weight of each route, as the built server sends it to a first-time visitor (embedded
 * database, demo data), next to the landed baseline and the goal; returns the figures.
 */
export async function printFirstLoadWeight() {
  console.log('\nWeb app first load (what a phone downloads before the first view; fonts aside)');
  const dataDir = mkdtempSync(join(tmpdir(), 'sarraf-bench-first-load-'));
  const removeDataDir = async () => rmSync(dataDir, { recursive: true, force: true });
  const pages = await withCleanup(removeDataDir, async () => {
    const { base, stop } = await startBuiltServer('', dataDir);
    return withCleanup(stop, async () => {
      const sent = [];
      for (const route of FIRST_LOAD_ROUTES) {
        const response = await fetch(`${base}${route}`, { headers: { accept: 'text/html' } });
        if (!response.ok) throw new Error(`${route}: ${response.status}`);
        sent.push([route, await response.text()]);
      }
      return sent;
    });
  });
  const figures = pages.map(([route, html]) => measureFirstLoad(route, html));
  for (const figure of figures) {
    const { scripts, styles, page, atFirstTouch } = figure;
    const total = add(add(scripts, styles), page);
    const verdict = scripts.gzip <= SCRIPTS_GOAL_GZIP ? 'PASS' : 'MISS';
    const goal =
      figure.route === GOAL_ROUTE ? `goal <= ${kib(SCRIPTS_GOAL_GZIP)} gzip  ${verdict}` : '(no goal)';
    console.log(
      `  ${figure.route} (drawn by ${figure.drawnBy}): ` +
        `${scripts.files} scripts on load, ${styles.files} stylesheets, ${figure.preloadedFonts} fonts preloaded`,
    );
    console.log(
      `    scripts on load        ${kib(scripts.raw).padStart(8)} raw ${kib(scripts.gzip).padStart(8)} gzip ` +
        `${kib(scripts.brotli).padStart(8)} brotli   ${goal}`,
    );
    if (atFirstTouch)
      console.log(
        `    app at first touch     ${kib(atFirstTouch.raw).padStart(8)} raw ${kib(atFirstTouch.gzip).padStart(8)} ` +
          `gzip ${kib(atFirstTouch.brotli).padStart(8)} brotli   (${atFirstTouch.files} files, fetched when idle)`,
      );
    console.log(
      `    scripts+styles+page    ${kib(total.raw).padStart(8)} raw ${kib(total.gzip).padStart(8)} gzip ` +
        `${kib(total.brotli).padStart(8)} brotli   baseline ${kib(BASELINE.jsAndCssRaw)} raw, ` +
        `${kib(BASELINE.jsAndCssGzip)} gzip, sent uncompressed`,
    );
  }
  return figures;
}
