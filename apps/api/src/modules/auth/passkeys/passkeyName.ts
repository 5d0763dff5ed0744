import { invalidField } from '../../../errors/DomainError.js';

/** A passkey's name as typed: trimmed, 1 to 64 characters (the table's CHECK says the same). */
export function passkeyName(typed: string): string {
  const name = typed.trim();
  if (name.length < 1 || name.length > 64) throw invalidField('name', 'passkey.nameRequired');
  return name;
}
