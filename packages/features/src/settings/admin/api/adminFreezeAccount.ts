import { apiClient, type ApiClient } from '../../../shared/api/client';
import type { operations } from '../../../shared/api/schema.gen';
import { unwrap } from '../../../shared/api/unwrap';

type Operation = operations['adminFreezeAccount'];
export type AccountFreeze = Operation['requestBody']['content']['application/json'];
export type AccountFrozen = Operation['responses'][200]['content']['application/json'];
/** What an operator can stop: the person's withdrawals, or separately their trading. */
export type FreezeWhat = AccountFreeze['what'];

/**
 * POST /api/admin/security/freeze: stops the withdrawals or the trading of the account of `email`; the note
 * is shown to the person with every refusal. 404 no such account, 409 that part is already stopped, 422 a
 * blank note.
 */
export async function adminFreezeAccount(
  body: AccountFreeze,
  client: ApiClient = apiClient,
): Promise<AccountFrozen> {
  return unwrap(await client.POST('/api/admin/security/freeze', { body }));
}
