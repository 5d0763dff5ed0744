import { withTransaction } from '../../../db/transaction.js';
import { DomainError, invalidField } from '../../../errors/DomainError.js';
import { signedIn } from '../../../http/auth.js';
import type { OperationHandler } from '../../../http/operation.js';
import { setAntiPhishingPhrase as storePhrase } from '../../users/index.js';
import { takeMoneyCode, withCodeAttempt } from '../secondFactor/moneyFactor.js';
import { tellOwner } from '../tellOwner.js';
import { normalisePhrase } from './phraseRule.js';

/** GET /api/user/anti-phishing-phrase: whether one is set, never the phrase (a stolen session must not read it). */
export const getAntiPhishingPhrase: OperationHandler<'getAntiPhishingPhrase'> = async (request) => {
  const { user } = signedIn(request);
  const setAt = user.anti_phishing_phrase === null ? null : user.anti_phishing_phrase_set_at;
  return { is_set: user.anti_phishing_phrase !== null, set_at: setAt?.toISOString() ?? null };
};

/**
 * PUT /api/user/anti-phishing-phrase: sets, replaces or removes the phrase with the app's current code, so
 * a stolen session cannot change what genuine mail says. The code is taken and the owner told in the change's
 * transaction; a refused request changes nothing and spends no code.
 */
export const setAntiPhishingPhrase: OperationHandler<'setAntiPhishingPhrase'> = async (request) => {
  const { user, hasSecondFactor } = signedIn(request);
  const { db, now } = request.server.core;
  if (!hasSecondFactor) throw new DomainError('forbidden', 'antiPhishing.secondFactorRequired');
  const typed = request.body.phrase;
  const phrase = typed === null ? null : normalisePhrase(typed);
  if (typed !== null && phrase === null) throw invalidField('phrase', 'antiPhishing.phraseInvalid');
  return withCodeAttempt(request, () =>
    withTransaction(db, async (trx) => {
      await takeMoneyCode(trx, request, user.id, request.body);
      const at = now();
      await storePhrase(trx, user.id, phrase, at);
      await tellOwner(request, user.id, 'anti_phishing_phrase_changed', {}, trx);
      return { is_set: phrase !== null, set_at: phrase === null ? null : at.toISOString() };
    }),
  );
};
