import { invalidField } from '../../errors/DomainError.js';
import { signedIn } from '../../http/auth.js';
import { isValidIban, normalizeIban, securityTimes } from '../settings/index.js';
import { irtAmount } from './amountRules.js';
import { answerWithdrawal } from './answerWithdrawal.js';
import { presentWalletTransaction } from './presentWalletTransaction.js';
import { requestWithdrawal, type Destination } from './requestWithdrawal.js';
import { savedIbanOf } from './savedDestinations.js';
import { exactlyOne } from './exactlyOne.js';
import type { OperationHandler } from '../../http/operation.js';

/** POST /api/wallet/withdraw/irt: Toman to a saved or a new IBAN; the amount is held until reviewed. */
export const createIrtWithdraw: OperationHandler<'createIrtWithdraw'> = async (request, reply) => {
  const body = request.body;
  const { user } = signedIn(request);
  const { now } = request.server.core;
  exactlyOne(body, 'iban', 'saved_iban_id');
  const amount = irtAmount(body.amount);
  let newIban: string | null = null;
  if (body.iban !== undefined) {
    newIban = normalizeIban(body.iban);
    if (!newIban || !isValidIban(newIban)) throw invalidField('iban', 'wallet.ibanInvalid');
  }
  return answerWithdrawal(request, reply, 'createIrtWithdraw', async (trx) => {
    let destination: Destination = { iban: newIban ?? '', ownerName: null, savedAt: null };
    if (body.saved_iban_id !== undefined) {
      const saved = await savedIbanOf(trx, user.id, String(body.saved_iban_id));
      if (!saved) throw invalidField('saved_iban_id', 'wallet.savedIbanMissing');
      destination = { iban: saved.iban, ownerName: saved.owner_name, savedAt: saved.created_at };
    }
    const row = await requestWithdrawal(trx, {
      userId: user.id,
      currency: 'IRT',
      amount,
      destination,
      at: now(),
      secureWaitSeconds: (await securityTimes(trx)).secureWithdrawalWaitSeconds,
    });
    return presentWalletTransaction(row, request.locale);
  });
};
