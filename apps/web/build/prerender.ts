import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import type { DrawnView } from '../src/pageDocument.ts';
import { precompress } from './precompress.ts';
import {
  EARLY_DATA_SCRIPT,
  ROUTE_DOCUMENTS_TABLE,
  routeDocument,
  routeDocumentFile,
  type RouteDocument,
} from './routeDocument.ts';

export interface PrerenderedPage {
  /** The route, as the browser asks for it: `/landing` is written to `pages/landing.html`. */
  path: string;
  /**
   * What the route loads on first visit, as the route table imports it (`@sarraf/features/landing`): the
   * page fetches those files together with the entry instead of after it.
   */
  lazyModules: readonly string[];
}

/** Where the server-side entry is built, relative to the app's root, and its file's name. */
const SERVER_RENDER_DIR = 'dist-server';
const SERVER_RENDER_FILE = 'render.mjs';

/** What the server-side entry (`src/prerender.tsx`) exports. */
interface PrerenderEntry {
  render(path: string): Promise<DrawnView & { styleRules: string[] }>;
  fillPage(template: string, view: DrawnView): string;
}

export interface PrerenderOptions {
  /** The server-side entry, relative to the app's root. */
  entry: string;
  /** The module the lazy imports are written in, relative to the app's root (to resolve them as it does). */
  importer: string;
  pages: readonly PrerenderedPage[];
  /** Signed-in routes that get a page document of their own: their files preloaded, their data started. */
  routeDocuments?: readonly RouteDocument[];
}

type Chunk = Rollup.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/** Whether `fileName` imports `target`, directly or through other chunks. */
function importsChunk(
  bundle: Rollup.OutputBundle,
  fileName: string,
  target: string,
  seen = new Set<string>(),
): boolean {
  const chunk = bundle[fileName];
  if (chunk?.type !== 'chunk' || seen.has(fileName)) return false;
  seen.add(fileName);
  return chunk.imports.some(
    (imported) => imported === target || importsChunk(bundle, imported, target, seen),
  );
}

/** A chunk's file and its CSS, and those of the chunks it imports, except the ones in `known`. */
function collect(bundle: Rollup.OutputBundle, fileName: string, known: Set<string>, out: Set<string>) {
  if (known.has(fileName) || out.has(fileName)) return;
  const chunk = bundle[fileName] as Chunk | undefined;
  if (chunk?.type !== 'chunk') return;
  out.add(fileName);
  for (const css of chunk.viteMetadata?.importedCss ?? []) if (!known.has(css)) out.add(css);
  for (const imported of chunk.imports) collect(bundle, imported, known, out);
}

/**
 * A prerendered page needs no script to be seen, so it loads the app after its first frame is drawn: its
 * styles and fonts then have the connection to themselves, and the app's scripts (the entry, the files the
 * entry imports and the route's own, all fetched at once) arrive right after. The policy allows no inline
 * script, hence a file; it reads what to load from its own tag.
 *
 * A page the server drew whole, with its data (the landing page, apps/api landingPage.ts), is marked
 * `data-when="interaction"`: reading it needs no app at all, so the app's files are only fetched once the
 * page is idle and run when the visitor first touches, clicks, types or tabs (at once when the reader chose
 * another language on this device than the page's). A button pressed before the app answers is pressed
 * again once it does (links and form fields need no app to work). `app_locale` is the key the app keeps the
 * language under (LOCALE_STORAGE_KEY, features shared/i18n/locales.ts).
 */
const BOOT_SCRIPT = `const tag = document.querySelector('script[data-app]');
const list = (name) => (tag.dataset[name] ?? '').split(' ').filter(Boolean);
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
let fetched = false;
async function fetchFiles() {
  if (fetched) return;
  fetched = true;
  // Every file into the HTTP cache, a few requests per task (each costs a slow phone a few milliseconds).
  const files = list('preload');
  for (let index = 0; index < files.length; index += 4) {
    for (const href of files.slice(index, index + 4)) fetch(href).then((response) => response.arrayBuffer());
    await nextTask();
  }
}
let started = false;
async function start() {
  if (started) return;
  started = true;
  await fetchFiles();
  // Then the entry's libraries one file per task, so that no single task of the start-up keeps a slow phone
  // from answering a tap for long; then the entry, which runs the app.
  for (const href of list('stages')) {
    await import(href);
    await nextTask();
  }
  await import(tag.dataset.app);
}
// A page drawn in another language than the one the reader chose on this device (before the server knew it):
// the app draws it again at once, in theirs.
const chosenLanguage = (() => {
  try {
    return localStorage.getItem('app_locale');
  } catch {
    return null;
  }
})();
const drawnIn = document.getElementById('root')?.dataset.prerendered;
if (tag.dataset.when === 'interaction' && (!chosenLanguage || chosenLanguage === drawnIn)) {
  const pressed = [];
  const keepPress = (event) => {
    const button = event.target instanceof Element ? event.target.closest('button, [role="button"]') : null;
    if (button && !button.disabled) pressed.push(button);
  };
  document.addEventListener('click', keepPress, true);
  document.addEventListener('sarraf:mounted', () => {
    document.removeEventListener('click', keepPress, true);
    for (const button of pressed) if (button.isConnected) button.click();
  }, { once: true });
  for (const type of ['pointerdown', 'keydown', 'focusin'])
    document.addEventListener(type, start, { once: true, passive: true, capture: true });
  const whenIdle = window.requestIdleCallback ?? ((callback) => setTimeout(callback, 1000));
  const fetchWhenIdle = () => whenIdle(() => void fetchFiles(), { timeout: 5000 });
  if (document.readyState === 'complete') fetchWhenIdle();
  else addEventListener('load', fetchWhenIdle, { once: true });
} else {
  requestAnimationFrame(() => setTimeout(start, 0));
  // A page opened in a background tab draws no frame until it is shown: load it anyway.
  setTimeout(start, 1000);
}
`;

const hashed = (name: string, content: string, extension: string) =>
  `assets/${name}-${createHash('sha256').update(content).digest('base64url').slice(0, 8)}.${extension}`;

/**
 * After the client build: builds the app once more for Node, renders each page's first view with
 * react-dom/server (no data: what a visitor sees before any request answers), writes it into a copy of
 * index.html as `pages/<route>.html` that loads the app after the first frame, then compresses every text
 * file of the build (see precompress.ts). The server sends such a page for a navigation to its route;
 * main.tsx hydrates it.
 */
export function prerender({ entry, importer, pages, routeDocuments = [] }: PrerenderOptions): Plugin {
  let config: ResolvedConfig;
  let entryFile = '';
  const filesOfPage = new Map<string, { scripts: string[]; stages: string[]; styles: string[] }>();
  const filesOfRoute = new Map<string, string[]>();
  return {
    name: 'sarraf:prerender',
    // After Vite's CSS plugin: it removes chunks that held only styles (moving their CSS to the importers)
    // in its own generateBundle, and a page must not name a chunk that is never written.
    enforce: 'post',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async generateBundle(_options, bundle) {
      const entryChunk = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
      if (!entryChunk) throw new Error('prerender: the build has no entry chunk');
      entryFile = entryChunk.fileName;
      const entryFiles = new Set<string>();
      collect(bundle, entryFile, new Set(), entryFiles);
      // Run one per task before the entry: its libraries, and the route's that do not need the entry. A chunk
      // that imports the entry cannot run before it (it would see the entry half-made).
      const stageable = (file: string) =>
        file !== entryFile && file.endsWith('.js') && !importsChunk(bundle, file, entryFile);
      /** The files `lazyModules` load beyond the entry's, as the route table imports them. */
      const filesOf = async (path: string, lazyModules: readonly string[]) => {
        const files = new Set<string>();
        for (const specifier of lazyModules) {
          const resolved = await this.resolve(specifier, resolve(config.root, importer));
          if (!resolved) throw new Error(`prerender: cannot resolve ${specifier} for ${path}`);
          const chunk = Object.values(bundle).find(
            (file) => file.type === 'chunk' && file.moduleIds.includes(resolved.id),
          );
          if (!chunk) throw new Error(`prerender: ${specifier} (${path}) is in no chunk`);
          collect(bundle, chunk.fileName, entryFiles, files);
        }
        return files;
      };
      for (const route of routeDocuments)
        filesOfRoute.set(route.path, [...(await filesOf(route.path, route.lazyModules))]);
      for (const page of pages) {
        const files = await filesOf(page.path, page.lazyModules);
        const all = [...entryFiles, ...files];
        filesOfPage.set(page.path, {
          scripts: all.filter((file) => file.endsWith('.js') && file !== entryFile),
          stages: all.filter(stageable),
          // The entry's styles are linked from index.html already.
          styles: [...files].filter((file) => file.endsWith('.css')),
        });
      }
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      // Kept beside the app's files (not among them: it is not for browsers): the server draws the landing
      // page with it per request (apps/api landingPage.ts). Node finds the packages it leaves external in
      // the workspace's node_modules above it.
      const ssrDir = resolve(config.root, SERVER_RENDER_DIR);
      await build({
        configFile: config.configFile,
        mode: config.mode,
        root: config.root,
        logLevel: 'warn',
        build: {
          ssr: entry,
          outDir: ssrDir,
          emptyOutDir: true,
          copyPublicDir: false,
          minify: false,
          rollupOptions: { output: { entryFileNames: SERVER_RENDER_FILE } },
        },
      });
      const { render, fillPage } = (await import(
        pathToFileURL(join(ssrDir, SERVER_RENDER_FILE)).href
      )) as PrerenderEntry;
      const template = await readFile(join(outDir, 'index.html'), 'utf8');
      const entryTag = `<script type="module" crossorigin src="/${entryFile}"></script>`;
      if (!template.includes(entryTag)) throw new Error(`prerender: no ${entryTag} in index.html`);
      if (!template.includes('<div id="root"></div>'))
        throw new Error('prerender: no empty #root in index.html');

      const rendered = [];
      const inlineStyles = new Set<string>();
      for (const page of pages) {
        const { styleRules, ...view } = await render(page.path);
        for (const rule of styleRules) inlineStyles.add(rule);
        rendered.push({ page, view });
      }
      const extraStyles: string[] = [];
      if (inlineStyles.size > 0) {
        const css = `${[...inlineStyles].join('\n')}\n`;
        const file = hashed('prerender', css, 'css');
        await writeFile(join(outDir, file), css);
        extraStyles.push(file);
      }
      const bootFile = hashed('boot', BOOT_SCRIPT, 'js');
      await writeFile(join(outDir, bootFile), BOOT_SCRIPT);

      for (const { page, view } of rendered) {
        const { scripts, stages, styles } = filesOfPage.get(page.path) ?? {
          scripts: [],
          stages: [],
          styles: [],
        };
        // A page that names a file the build did not write boots nothing: fail the build instead.
        for (const named of [...scripts, ...styles])
          if (!existsSync(join(outDir, named)))
            throw new Error(`prerender: ${page.path} names ${named}, which the build did not write`);
        const boot =
          `<script type="module" crossorigin src="/${bootFile}" data-app="/${entryFile}" data-when="frame" ` +
          `data-stages="${stages.map((file) => `/${file}`).join(' ')}" ` +
          `data-preload="${scripts.map((file) => `/${file}`).join(' ')}"></script>`;
        const styleLinks = [...styles, ...extraStyles].map(
          (file) => `<link rel="stylesheet" crossorigin href="/${file}">`,
        );
        const document = fillPage(
          template
            .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
            .replace(entryTag, () => boot)
            .replace('</head>', () => `  ${styleLinks.join('\n    ')}\n  </head>`),
          view,
        );
        const file = join(outDir, 'pages', `${page.path.slice(1)}.html`);
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, document);
      }
      // Signed-in routes: no view drawn ahead (it is the person's data), but their files and first calls start
      // with the page. The server finds each route's document through the table (apps/api staticWeb.ts).
      if (routeDocuments.length > 0) {
        const earlyDataFile = hashed('early-data', EARLY_DATA_SCRIPT, 'js');
        await writeFile(join(outDir, earlyDataFile), EARLY_DATA_SCRIPT);
        const table: Record<string, string> = {};
        for (const route of routeDocuments) {
          const files = filesOfRoute.get(route.path) ?? [];
          for (const named of files)
            if (!existsSync(join(outDir, named)))
              throw new Error(`prerender: ${route.path} names ${named}, which the build did not write`);
          const file = routeDocumentFile(route.path);
          await mkdir(dirname(join(outDir, file)), { recursive: true });
          await writeFile(join(outDir, file), routeDocument(template, { files, earlyDataFile, route }));
          table[route.path] = file;
        }
        await writeFile(join(outDir, ROUTE_DOCUMENTS_TABLE), JSON.stringify(table, null, 2));
      }
      const { files, bytes, brotliBytes } = await precompress(outDir);
      config.logger.info(
        `prerendered ${pages.map((page) => page.path).join(', ')}; ` +
          `documents of ${routeDocuments.map((route) => route.path).join(', ') || 'no route'}; compressed ${files} files ` +
          `(${(bytes / 1024).toFixed(0)} KiB -> ${(brotliBytes / 1024).toFixed(0)} KiB brotli)`,
      );
    },
  };
}
