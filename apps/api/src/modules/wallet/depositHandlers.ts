import { DomainError } from '../../errors/DomainError.js';
import { signedIn } from '../../http/auth.js';
import { requireMoneyFactor } from '../auth/index.js';
import { assignDepositAddress } from '../chain/index.js';
import { activeBankAccounts, presentBankAccount } from '../settings/index.js';
import type { OperationHandler } from '../../http/operation.js';

/** Spec section 5: Toman deposits need completed identity verification. */
export function assertVerified(user: { verification_status: string }) {
  if (user.verification_status !== 'verified')
    throw new DomainError('forbidden', 'wallet.verificationRequired');
}

/** GET /api/wallet/bank-accounts: where to send Toman; an empty list means none is set up. */
export const listDepositBankAccounts: OperationHandler<'listDepositBankAccounts'> = async (request) => {
  const { user } = signedIn(request);
  assertVerified(user);
  const rows = await activeBankAccounts(request.server.core.db);
  return { data: rows.map((row) => presentBankAccount(row, request.locale)) };
};

/** GET /api/wallet/deposit/usdt/address: the person's own TRC-20 address, the same one every time. */
export const getUsdtDepositAddress: OperationHandler<'getUsdtDepositAddress'> = async (request) => {
  const { user } = signedIn(request);
  requireMoneyFactor(request);
  const { db, config, now } = request.server.core;
  const { address } = await assignDepositAddress(db, user.id, { xpub: config.chain.usdtXpub, now: now() });
  return {
    currency: 'USDT',
    network: 'TRC20',
    address,
    min_amount: config.chain.depositMinimum,
  };
};
