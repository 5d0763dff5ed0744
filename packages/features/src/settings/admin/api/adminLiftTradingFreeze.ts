import { apiClient, type ApiClient } from '../../../shared/api/client';
import type { operations } from '../../../shared/api/schema.gen';
import { unwrap } from '../../../shared/api/unwrap';

type Operation = operations['adminLiftTradingFreeze'];
export type TradingFreezeLift = Operation['requestBody']['content']['application/json'];
export type TradingFreezeLifted = Operation['responses'][200]['content']['application/json'];

/**
 * POST /api/admin/security/lift-trading-freeze: the account of `email` may trade again after an operator
 * stopped its trading; the note (why, after what check) goes to the audit log. 404 no such account, 409 its
 * trading is not stopped, 422 a blank note.
 */
export async function adminLiftTradingFreeze(
  body: TradingFreezeLift,
  client: ApiClient = apiClient,
): Promise<TradingFreezeLifted> {
  return unwrap(await client.POST('/api/admin/security/lift-trading-freeze', { body }));
}
