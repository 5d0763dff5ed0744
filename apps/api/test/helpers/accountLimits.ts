import type { FastifyInstance } from 'fastify';
import { call, session, XHR } from './buildTestApp.js';

type Kind = 'irt_deposit' | 'irt_withdrawal' | 'usdt_withdrawal' | 'trade_value';
type AccountLimit = { account_type: 'individual' | 'legal'; kind: Kind; daily: string; monthly: string };

/** Sets one account type's amounts of a kind through the settings, as an operator does (the eight rows whole). */
export async function setAccountLimit(
  app: FastifyInstance,
  adminCookie: string,
  change: AccountLimit,
): Promise<void> {
  const cookies = session(adminCookie);
  const settings = await call(app, 'adminGetSettings', {
    method: 'GET',
    url: '/api/admin/settings',
    cookies,
  });
  const rows = (settings.json().account_limits as AccountLimit[]).map((row) =>
    row.account_type === change.account_type && row.kind === change.kind ? change : row,
  );
  const response = await call(app, 'adminUpdateSettings', {
    method: 'PUT',
    url: '/api/admin/settings',
    headers: XHR,
    cookies,
    payload: { account_limits: rows },
  });
  if (response.statusCode !== 200) throw new Error(`settings refused: ${response.body}`);
}
