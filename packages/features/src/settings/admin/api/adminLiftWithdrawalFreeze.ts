import { apiClient, type ApiClient } from '../../../shared/api/client';
import type { operations } from '../../../shared/api/schema.gen';
import { unwrap } from '../../../shared/api/unwrap';

type Operation = operations['adminLiftWithdrawalFreeze'];
export type WithdrawalFreezeLift = Operation['requestBody']['content']['application/json'];
export type WithdrawalFreezeLifted = Operation['responses'][200]['content']['application/json'];

/**
 * POST /api/admin/security/lift-withdrawal-freeze: the account of `email` may withdraw again after its owner
 * stopped withdrawals from a security mail; the note (why, after what check) goes to the audit log. 404 no
 * such account, 409 its withdrawals are not stopped, 422 a blank note.
 */
export async function adminLiftWithdrawalFreeze(
  body: WithdrawalFreezeLift,
  client: ApiClient = apiClient,
): Promise<WithdrawalFreezeLifted> {
  return unwrap(await client.POST('/api/admin/security/lift-withdrawal-freeze', { body }));
}
