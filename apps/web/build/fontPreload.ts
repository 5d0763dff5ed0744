import type { Plugin } from 'vite';

/**
 * Adds `<link rel="preload" as="font">` to index.html for the named font files (their hashed names are
 * known only after bundling), so the browser fetches them with the CSS instead of after it has laid the
 * page out. Fails the build when a named font is missing, so a renamed file is not silently not preloaded.
 */
export function fontPreload(fonts: readonly string[]): Plugin {
  return {
    name: 'sarraf:font-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const files = Object.keys(bundle);
        return fonts.map((font) => {
          const file = files.find((name) => name.startsWith(`assets/${font}-`) && name.endsWith('.woff2'));
          if (!file) throw new Error(`font to preload not in the build: ${font}`);
          return {
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' },
            injectTo: 'head' as const,
          };
        });
      },
    },
  };
}
