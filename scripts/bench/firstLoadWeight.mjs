import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { root } from '../lib/ensure.mjs';

/** What a phone downloads before the first screen: index.html and the scripts and styles it names. */
export function printFirstLoadWeight() {
  const dist = join(root, 'apps/web/dist');
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const assets = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]);
  let raw = Buffer.byteLength(html);
  let gzip = gzipSync(html).length;
  for (const asset of assets) {
    const bytes = readFileSync(join(dist, asset));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
  }
  const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;
  console.log(`\nWeb app first load (index.html + ${assets.length} linked files)`);
  console.log(`  ${kib(raw)} raw, ${kib(gzip)} gzip`);
}
