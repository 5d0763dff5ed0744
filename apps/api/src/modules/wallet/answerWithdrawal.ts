import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';
import { signedIn } from '../../http/auth.js';
import { answerIdempotently } from '../../http/idempotentAnswer.js';
import type { OperationId } from '../../http/operation.js';
import { takeMoneyCode, withCodeAttempt, type MoneyFactor } from '../auth/index.js';

/**
 * The one path of a withdrawal request, Toman or Tether: the second factor (the authenticator app's code or
 * a passkey's answer) is counted in the account's lockout, the request is answered once per Idempotency-Key,
 * and the factor is taken in the same transaction as the hold (`work`), so a request without a good one holds
 * nothing and reaches no operator. The factor is not part of what makes two requests the same: a retry of a
 * request whose answer was lost carries a newer code and still gets the first answer.
 */
export function answerWithdrawal<Body>(
  request: FastifyRequest & { body: MoneyFactor },
  reply: FastifyReply,
  operation: OperationId,
  work: (trx: Transaction<Database>) => Promise<Body>,
): Promise<Body> {
  const { totp_code, passkey, ...sameRequest } = request.body;
  const { user } = signedIn(request);
  return withCodeAttempt(request, () =>
    answerIdempotently(request, reply, {
      operation,
      status: 201,
      fingerprint: { params: request.params, body: sameRequest },
      work: async (trx) => {
        await takeMoneyCode(trx, request, user.id, { totp_code, passkey });
        return work(trx);
      },
    }),
  );
}
