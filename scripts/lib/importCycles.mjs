import madge from 'madge';

/**
 * Each layer's source folder with the TypeScript settings its imports resolve by. Packages import each
 * other by name, which madge leaves alone: the layer rules in eslint.config.js keep those one-way, and this
 * check finds the cycles inside a package that lint does not see.
 */
export const LAYERS = [
  { root: 'packages/ui/src', tsConfig: 'tsconfig.json', extensions: ['ts', 'tsx'] },
  { root: 'packages/features/src', tsConfig: 'tsconfig.json', extensions: ['ts', 'tsx'] },
  { root: 'apps/web/src', tsConfig: 'tsconfig.json', extensions: ['ts', 'tsx'] },
  { root: 'apps/api/src', tsConfig: 'apps/api/tsconfig.json', extensions: ['ts'] },
];

/** The import cycles under `root`, each as the list of files that import one another in a ring. */
export async function importCycles({ root, tsConfig, extensions }) {
  const graph = await madge(root, { fileExtensions: extensions, tsConfig, baseDir: root });
  return graph.circular();
}
