import { invalidField } from '../../errors/DomainError.js';
import { signedIn } from '../../http/auth.js';
import { isTronAddress } from '../chain/index.js';
import { securityTimes } from '../settings/index.js';
import { usdtWithdrawAmount } from './amountRules.js';
import { exactlyOne } from './exactlyOne.js';
import { answerWithdrawal } from './answerWithdrawal.js';
import { presentWalletTransaction } from './presentWalletTransaction.js';
import { requestWithdrawal } from './requestWithdrawal.js';
import { savedAddressOf } from './savedDestinations.js';
import type { OperationHandler } from '../../http/operation.js';

/**
 * POST /api/wallet/withdraw/usdt: Tether to a saved or a new TRC-20 address; the amount is held until
 * reviewed, and the network fee is taken from it (the answer says what arrives).
 */
export const createUsdtWithdraw: OperationHandler<'createUsdtWithdraw'> = async (request, reply) => {
  const body = request.body;
  const { user } = signedIn(request);
  const { now } = request.server.core;
  exactlyOne(body, 'address', 'saved_address_id');
  const amount = usdtWithdrawAmount(body.amount);
  if (body.address !== undefined && !isTronAddress(body.address))
    throw invalidField('address', 'wallet.addressInvalid');
  return answerWithdrawal(request, reply, 'createUsdtWithdraw', async (trx) => {
    let address = body.address ?? '';
    let savedAt: Date | null = null;
    if (body.saved_address_id !== undefined) {
      const saved = await savedAddressOf(trx, user.id, String(body.saved_address_id));
      if (!saved) throw invalidField('saved_address_id', 'wallet.savedAddressMissing');
      address = saved.address;
      savedAt = saved.created_at;
    }
    const row = await requestWithdrawal(trx, {
      userId: user.id,
      currency: 'USDT',
      amount,
      destination: { address, network: 'TRC20', savedAt },
      at: now(),
      secureWaitSeconds: (await securityTimes(trx)).secureWithdrawalWaitSeconds,
    });
    return presentWalletTransaction(row, request.locale);
  });
};
