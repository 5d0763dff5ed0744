#!/usr/bin/env node
// Fails when a module imports itself through others (a cycle): eslint's import/no-cycle does the same far
// more slowly, so the lint step runs this once instead.
import { importCycles, LAYERS } from './lib/importCycles.mjs';

let found = 0;
for (const layer of LAYERS) {
  for (const cycle of await importCycles(layer)) {
    found += 1;
    console.error(`import cycle in ${layer.root}: ${[...cycle, cycle[0]].join(' -> ')}`);
  }
}
if (found > 0) process.exit(1);
console.log(`No import cycles in ${LAYERS.map((layer) => layer.root).join(', ')}.`);
