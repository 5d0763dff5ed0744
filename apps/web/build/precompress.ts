import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { constants, brotliCompress, gzip } from 'node:zlib';
import { promisify } from 'node:util';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; fonts (woff2) and images are compressed formats already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this, a compressed copy saves less than the bytes of its own headers. */
const MIN_BYTES = 1024;

/**
 * Writes `x.br` (brotli at its best quality) and `x.gz` (gzip -9) beside every text file of the build, for
 * the server to send as they are (@fastify/static `preCompressed`): done once here, never per request.
 * A copy that would not be smaller is not written, so the server sends the file itself.
 */
export async function precompress(
  dir: string,
): Promise<{ files: number; bytes: number; brotliBytes: number }> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  let files = 0;
  let bytes = 0;
  let brotliBytes = 0;
  await Promise.all(
    entries
      .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
      .map(async (entry) => {
        const path = join(entry.parentPath, entry.name);
        const content = await readFile(path);
        if (content.length < MIN_BYTES) return;
        const [br, gz] = await Promise.all([
          brotli(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
          gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        if (br.length < content.length) await writeFile(`${path}.br`, br);
        if (gz.length < content.length) await writeFile(`${path}.gz`, gz);
        files += 1;
        bytes += content.length;
        brotliBytes += Math.min(br.length, content.length);
      }),
  );
  return { files, bytes, brotliBytes };
}
