import { checkLedger, houseBalances } from '../../ledger/index.js';
import type { OperationHandler } from '../../../http/operation.js';

/**
 * GET /api/admin/ledger/check: every ledger invariant and the house balances, as `ledger:check` prints them,
 * for an operator or a monitor while the server runs (the command needs the embedded database to itself).
 */
export const adminCheckLedger: OperationHandler<'adminCheckLedger'> = async (request) => {
  const { db } = request.server.core;
  const findings = await checkLedger(db);
  return { consistent: findings.length === 0, findings, house_balances: await houseBalances(db) };
};
