import { createHash } from 'node:crypto';
import { invalidField, invalidFields, type FieldMessage } from '../../errors/DomainError.js';
import { signedIn } from '../../http/auth.js';
import { answerIdempotently } from '../../http/idempotentAnswer.js';
import { addFile, discardUploads, documentRule, withMultipartForm } from '../files/index.js';
import { bankAccountById } from '../settings/index.js';
import { amountTextProblem } from '../../money/amountText.js';
import { irtAmount } from './amountRules.js';
import { requireMoneyFactor } from '../auth/index.js';
import { depositOverLimit } from '../limits/index.js';
import { assertVerified } from './depositHandlers.js';
import { presentWalletTransaction } from './presentWalletTransaction.js';
import { insertWalletTransaction } from './walletTransactionRepository.js';
import type { OperationHandler } from '../../http/operation.js';

const TEXT_LIMITS: Record<string, number> = {
  amount: 20,
  bank_account_id: 20,
  tracking_id: 64,
  source_account: 34,
  source_account_name: 60,
  description: 500,
};

const optional = (text: string | undefined) => (text?.trim() ? text.trim() : null);

/**
 * POST /api/wallet/deposit/irt: a Toman bank transfer declared with its receipt. It waits as Pending until
 * an operator approves it (the balance changes then) or rejects it. One over the person's deposit limit is
 * taken all the same (the money was sent) and flagged for the operator with the limit it passed.
 */
export const createIrtDeposit: OperationHandler<'createIrtDeposit'> = async (request, reply) => {
  const { user } = signedIn(request);
  assertVerified(user);
  requireMoneyFactor(request);
  const { db, now, config } = request.server.core;
  return withMultipartForm(
    request,
    config.uploadDir,
    {
      isField: (name) => name in TEXT_LIMITS,
      fileRule: (name) => (name === 'receipt' ? documentRule(config.uploads) : undefined),
    },
    async ({ fields, files }) => {
      const errors: Record<string, FieldMessage[]> = {};
      for (const [field, limit] of Object.entries(TEXT_LIMITS))
        if ((fields[field]?.length ?? 0) > limit) errors[field] = [['validation.maxLength', { limit }]];
      if (!fields.amount) errors.amount = ['validation.required'];
      else if (!/^[0-9]+$/.test(fields.amount)) errors.amount = ['wallet.wholeToman'];
      else {
        // The contract's IrtAmount, which validation does not apply to a form: no leading zeros, 15 digits.
        const problem = amountTextProblem(fields.amount, 'IrtAmount');
        if (problem) errors.amount = [problem];
      }
      if (!/^[1-9][0-9]{0,17}$/.test(fields.bank_account_id ?? ''))
        errors.bank_account_id = ['validation.required'];
      if (!files.receipt) errors.receipt = ['validation.required'];
      if (Object.keys(errors).length > 0) throw invalidFields(errors);
      const amount = irtAmount(fields.amount!);
      const receipt = files.receipt!;
      const account = await bankAccountById(db, fields.bank_account_id!);
      if (!account?.is_active) throw invalidField('bank_account_id', 'wallet.bankAccountMissing');

      // A retry sends the same fields and the same file; the file is stored under a new name each time, so
      // it counts by its type and size.
      const fingerprint = { fields, receipt: [receipt.contentType, receipt.size] };
      return answerIdempotently(request, reply, {
        operation: 'createIrtDeposit',
        fingerprint: createHash('sha256').update(JSON.stringify(fingerprint)).digest('hex'),
        status: 201,
        onReplay: () => discardUploads(config.uploadDir, [receipt.storageName]),
        work: async (trx) => {
          const at = now();
          const fileId = await addFile(trx, user.id, receipt, at);
          const overLimit = await depositOverLimit(trx, { userId: user.id, amount, at });
          const row = await insertWalletTransaction(trx, {
            user_id: user.id,
            type: 'Deposit',
            currency: 'IRT',
            amount,
            bank_account_id: account.id,
            tracking_id: optional(fields.tracking_id),
            source_account: optional(fields.source_account),
            source_account_name: optional(fields.source_account_name),
            description: optional(fields.description),
            receipt_file_id: fileId,
            created_at: at,
            over_limit_period: overLimit?.period ?? null,
            over_limit_amount: overLimit?.limit ?? null,
          });
          return presentWalletTransaction(row, request.locale);
        },
      });
    },
  );
};
