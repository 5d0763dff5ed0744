import { chmod, lstat, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Takes group and other permissions off everything under `dir`. PGlite writes the files of a new database
 * world-readable (0666, whatever the umask), though PostgreSQL itself creates later files 0600; DATA_DIR is
 * already 0700, so this keeps each file owner-only too should the folder be copied or opened up.
 */
export async function restrictToOwner(dir: string): Promise<void> {
  const entries = await readdir(dir, { withFileTypes: true });
  await Promise.all(
    entries.map(async (entry) => {
      const path = join(dir, entry.name);
      if (entry.isSymbolicLink()) return;
      const { mode } = await lstat(path);
      if ((mode & 0o077) !== 0) await chmod(path, mode & 0o700);
      if (entry.isDirectory()) await restrictToOwner(path);
    }),
  );
}
