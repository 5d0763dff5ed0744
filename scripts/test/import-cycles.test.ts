import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the scripts, without type declarations
import { importCycles } from '../lib/importCycles.mjs';

// The cycle check of the lint step (scripts/check-import-cycles.mjs) on a tree written for the test: it
// must name a ring of imports, in both import styles the repository uses, and pass a tree without one.
let root: string;
afterEach(() => rm(root, { recursive: true, force: true }));

async function tree(files: Record<string, string>): Promise<string> {
  root = await mkdtemp(join(tmpdir(), 'cycles-'));
  for (const [name, text] of Object.entries(files)) await writeFile(join(root, name), text);
  return root;
}

const check = (dir: string) =>
  importCycles({ root: dir, tsConfig: 'tsconfig.json', extensions: ['ts', 'tsx'] });

describe('the import cycle check', () => {
  it('names a ring of imports written without extensions (the client packages)', async () => {
    const dir = await tree({
      'a.ts': "import { c } from './c';\nexport const a = () => c;\n",
      'b.tsx': "import { a } from './a';\nexport const b = () => a;\n",
      'c.ts': "import { b } from './b';\nexport const c = () => b;\n",
    });
    expect(await check(dir)).toEqual([['a.ts', 'c.ts', 'b.tsx']]);
  });

  it('names a ring of imports written with .js (the server, NodeNext)', async () => {
    const dir = await tree({
      'a.ts': "import { b } from './b.js';\nexport const a = () => b;\n",
      'b.ts': "import { a } from './a.js';\nexport const b = () => a;\n",
    });
    expect(await check(dir)).toEqual([['a.ts', 'b.ts']]);
  });

  it('passes imports that only go one way', async () => {
    const dir = await tree({
      'a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'b.ts': 'export const b = 1;\n',
    });
    expect(await check(dir)).toEqual([]);
  });
});
