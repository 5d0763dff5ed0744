import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';

// pg is a dependency of the API workspace, not of the root: resolve it the way the server does.
const require = createRequire(new URL('../../apps/api/package.json', import.meta.url));
const pg = require('pg');

async function adminQuery(adminUrl, sql) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * Creates an empty database named `<prefix>_<random>` next to the one `adminUrl` names, so a bench never
 * reads or leaves anything in a database someone uses. Returns its URL and a `drop` that ends its sessions.
 */
export async function createThrowawayDatabase(adminUrl, prefix) {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** host:port/database of a URL, without the user name or password, for printing. */
export function describePostgres(url) {
  const { hostname, port, pathname } = new URL(url);
  return `${hostname}:${port || 5432}${pathname}`;
}
