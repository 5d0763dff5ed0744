import type { Selectable } from 'kysely';
import type { components } from '../../../generated/schema.gen.js';
import type { PasskeysTable } from './passkeyTables.js';

/** A passkey as the contract shows it: never its key or credential id. */
export function presentPasskey(row: Selectable<PasskeysTable>): components['schemas']['Passkey'] {
  return {
    id: Number(row.id),
    name: row.name,
    created_at: row.created_at.toISOString(),
    last_used_at: row.last_used_at?.toISOString() ?? null,
  };
}
