import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig, type Rollup } from 'vite';
import { precompress } from './precompress.ts';

export interface PrerenderedPage {
  /** The route, as the browser asks for it: `/landing` is written to `pages/landing.html`. */
  path: string;
  /**
   * What the route loads on first visit, as the route table imports it (`@sarraf/features/landing`): the
   * page fetches those files together with the entry instead of after it.
   */
  lazyModules: readonly string[];
}

/** What the server-side entry (`src/prerender.tsx`) exports. */
interface PrerenderEntry {
  render(path: string): Promise<{ html: string; locale: string }>;
}

export interface PrerenderOptions {
  /** The server-side entry, relative to the app's root. */
  entry: string;
  /** The module the lazy imports are written in, relative to the app's root (to resolve them as it does). */
  importer: string;
  pages: readonly PrerenderedPage[];
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

/** The attribute a prerendered element's inline style moves to; main.tsx moves it back before hydrating. */
export const PRERENDER_STYLE_ATTRIBUTE = 'data-prerender-style';

const decodeAttribute = (value: string) =>
  value
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/**
 * The server's Content-Security-Policy allows no `style` attribute in markup (React sets style props through
 * the CSSOM, which it does allow), and hydration would not restore one the browser dropped. So each inline
 * style of a prerendered page becomes a data attribute plus a rule in a stylesheet file that matches it,
 * with `!important` standing for the precedence an inline style has.
 */
function moveInlineStyles(html: string, rules: Map<string, string>): string {
  return html.replace(/ style="([^"]*)"/g, (_match, value: string) => {
    const css = decodeAttribute(value);
    const selector = `[${PRERENDER_STYLE_ATTRIBUTE}=${JSON.stringify(css)}]`;
    const declarations = css
      .split(';')
      .filter((declaration) => declaration.trim() !== '')
      .map((declaration) => `${declaration} !important`)
      .join(';');
    rules.set(selector, `${selector}{${declarations}}`);
    return ` ${PRERENDER_STYLE_ATTRIBUTE}="${value}"`;
  });
}

/**
 * A prerendered page needs no script to be seen, so it loads the app after its first frame is drawn: its
 * styles and fonts then have the connection to themselves, and the app's scripts (the entry, the files the
 * entry imports and the route's own, all fetched at once) arrive right after. The policy allows no inline
 * script, hence a file; it reads what to load from its own tag.
 */
const BOOT_SCRIPT = `const tag = document.querySelector('script[data-app]');
const list = (name) => (tag.dataset[name] ?? '').split(' ').filter(Boolean);
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
let started = false;
async function start() {
  if (started) return;
  started = true;
  // Every file into the HTTP cache, a few requests per task (each costs a slow phone a few milliseconds).
  const files = list('preload');
  for (let index = 0; index < files.length; index += 4) {
    for (const href of files.slice(index, index + 4)) fetch(href).then((response) => response.arrayBuffer());
    await nextTask();
  }
  // Then the entry's libraries one file per task, so that no single task of the start-up keeps a slow phone
  // from answering a tap for long; then the entry, which runs the app.
  for (const href of list('stages')) {
    await import(href);
    await nextTask();
  }
  await import(tag.dataset.app);
}
requestAnimationFrame(() => setTimeout(start, 0));
// A page opened in a background tab draws no frame until it is shown: load it anyway.
setTimeout(start, 1000);
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
export function prerender({ entry, importer, pages }: PrerenderOptions): Plugin {
  let config: ResolvedConfig;
  let entryFile = '';
  const filesOfPage = new Map<string, { scripts: string[]; stages: string[]; styles: string[] }>();
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
      for (const page of pages) {
        const files = new Set<string>();
        for (const specifier of page.lazyModules) {
          const resolved = await this.resolve(specifier, resolve(config.root, importer));
          if (!resolved) throw new Error(`prerender: cannot resolve ${specifier} for ${page.path}`);
          const chunk = Object.values(bundle).find(
            (file) => file.type === 'chunk' && file.moduleIds.includes(resolved.id),
          );
          if (!chunk) throw new Error(`prerender: ${specifier} (${page.path}) is in no chunk`);
          collect(bundle, chunk.fileName, entryFiles, files);
        }
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
      // Inside node_modules, so that Node finds the packages the server build leaves external.
      const cacheDir = resolve(config.root, 'node_modules', '.cache');
      await mkdir(cacheDir, { recursive: true });
      const ssrDir = await mkdtemp(join(cacheDir, 'prerender-'));
      try {
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
            rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
          },
        });
        const { render } = (await import(
          pathToFileURL(join(ssrDir, 'prerender.mjs')).href
        )) as PrerenderEntry;
        const template = await readFile(join(outDir, 'index.html'), 'utf8');
        const entryTag = `<script type="module" crossorigin src="/${entryFile}"></script>`;
        if (!template.includes(entryTag)) throw new Error(`prerender: no ${entryTag} in index.html`);
        if (!template.includes('<div id="root"></div>'))
          throw new Error('prerender: no empty #root in index.html');

        const rendered = [];
        const inlineStyles = new Map<string, string>();
        for (const page of pages) {
          const { html, locale } = await render(page.path);
          rendered.push({ page, locale, html: moveInlineStyles(html, inlineStyles) });
        }
        const extraStyles: string[] = [];
        if (inlineStyles.size > 0) {
          const css = `${[...inlineStyles.values()].join('\n')}\n`;
          const file = hashed('prerender', css, 'css');
          await writeFile(join(outDir, file), css);
          extraStyles.push(file);
        }
        const bootFile = hashed('boot', BOOT_SCRIPT, 'js');
        await writeFile(join(outDir, bootFile), BOOT_SCRIPT);

        for (const { page, locale, html } of rendered) {
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
            `<script type="module" crossorigin src="/${bootFile}" data-app="/${entryFile}" ` +
            `data-stages="${stages.map((file) => `/${file}`).join(' ')}" ` +
            `data-preload="${scripts.map((file) => `/${file}`).join(' ')}"></script>`;
          const styleLinks = [...styles, ...extraStyles].map(
            (file) => `<link rel="stylesheet" crossorigin href="/${file}">`,
          );
          const document = template
            .replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '')
            .replace(entryTag, () => boot)
            .replace('</head>', () => `  ${styleLinks.join('\n    ')}\n  </head>`)
            .replace(
              '<div id="root"></div>',
              () => `<div id="root" data-prerendered="${locale}">${html}</div>`,
            );
          const file = join(outDir, 'pages', `${page.path.slice(1)}.html`);
          await mkdir(dirname(file), { recursive: true });
          await writeFile(file, document);
        }
      } finally {
        await rm(ssrDir, { recursive: true, force: true });
      }
      const { files, bytes, brotliBytes } = await precompress(outDir);
      config.logger.info(
        `prerendered ${pages.map((page) => page.path).join(', ')}; compressed ${files} files ` +
          `(${(bytes / 1024).toFixed(0)} KiB -> ${(brotliBytes / 1024).toFixed(0)} KiB brotli)`,
      );
    },
  };
}
