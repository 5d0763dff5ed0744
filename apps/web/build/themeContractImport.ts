import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const contract = fileURLToPath(new URL('../../../packages/ui/src/theme/contract.css.ts', import.meta.url));

/**
 * Style files (`*.css.ts`) of the app and the features import the theme contract as `vars` from
 * '@sarraf/ui'. vanilla-extract evaluates a style file with everything it imports and writes the CSS of all
 * of it into that file's CSS: through the package's index, the CSS of every component, on every screen.
 * This points that one import at the contract itself (the same object), so each screen's CSS holds only
 * its own rules and those of the components it renders. Used inside vanilla-extract's compiler too (see
 * vite.config.ts), where it matters; a style file that imports anything else from '@sarraf/ui' fails the
 * build, loudly.
 */
export function themeContractImport(): Plugin {
  return {
    name: 'sarraf:theme-contract-import',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@sarraf/ui' && importer?.split('?', 1)[0]?.endsWith('.css.ts')) return contract;
      return null;
    },
  };
}
