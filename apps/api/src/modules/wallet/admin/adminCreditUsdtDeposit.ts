import { invalidField } from '../../../errors/DomainError.js';
import { signedIn } from '../../../http/auth.js';
import { answerIdempotently } from '../../../http/idempotentAnswer.js';
import { recordAudit } from '../../audit/index.js';
import {
  TRANSFER_TOPIC,
  tronAddressFromEvmHex,
  tronAddressToEvmHex,
  usdtFromBaseUnits,
  type ChainDeposit,
  type ChainSource,
} from '../../chain/index.js';
import { creditChainDepositIn } from '../creditChainDeposit.js';
import { presentForAdmin } from './adminWalletTransaction.js';
import type { OperationHandler } from '../../../http/operation.js';

/**
 * POST /api/admin/wallet/usdt-deposits: credits the USDT transfers of one transaction to our deposit
 * addresses, read from the chain exactly as the watcher reads them (solid, successful, emitted by the USDT
 * contract, to an address of ours). A transfer credited before, by the watcher or an operator, is answered
 * again, not credited twice. Audited.
 */
export function adminCreditUsdtDeposit(
  source: ChainSource,
  usdtContract: string,
): OperationHandler<'adminCreditUsdtDeposit'> {
  const contract = tronAddressToEvmHex(usdtContract);
  return async (request, reply) => {
    const txHash = request.body.trx_hash.replace(/^0x/, '').toLowerCase();
    const { db, now } = request.server.core;
    const admin = signedIn(request).user;
    const [info, solid] = await Promise.all([source.transactionInfo(txHash), source.solidBlockNumber()]);
    if (!info || info.blockNumber > solid) throw invalidField('trx_hash', 'wallet.chainNotConfirmed');
    if (!info.succeeded) throw invalidField('trx_hash', 'wallet.chainReverted');
    const candidates = info.logs.flatMap((log, logIndex) => {
      const [topic0, , to] = log.topics;
      if (log.contract !== contract || log.topics.length !== 3 || topic0 !== TRANSFER_TOPIC || !to) return [];
      return [{ logIndex, address: tronAddressFromEvmHex(to.slice(24)), units: BigInt(`0x${log.data}`) }];
    });
    const owners = candidates.length
      ? await db
          .selectFrom('deposit_addresses')
          .select(['address', 'user_id'])
          .where(
            'address',
            'in',
            candidates.map((candidate) => candidate.address),
          )
          .execute()
      : [];
    const ownerOf = new Map(owners.map((owner) => [owner.address, String(owner.user_id)]));
    const deposits: ChainDeposit[] = candidates
      .filter((candidate) => ownerOf.has(candidate.address) && candidate.units > 0n)
      .map((candidate) => ({
        txHash,
        logIndex: candidate.logIndex,
        address: candidate.address,
        userId: ownerOf.get(candidate.address)!,
        amount: usdtFromBaseUnits(candidate.units),
        blockNumber: info.blockNumber,
        blockTimestamp: new Date(info.blockTimestampMs),
      }));
    if (deposits.length === 0) throw invalidField('trx_hash', 'wallet.chainNoDeposit');

    return answerIdempotently(request, reply, {
      operation: 'adminCreditUsdtDeposit',
      status: 200,
      work: async (trx) => {
        const at = now();
        for (const deposit of deposits) await creditChainDepositIn(trx, deposit, at);
        const rows = await trx
          .selectFrom('wallet_transactions')
          .selectAll()
          .where('type', '=', 'Deposit')
          .where('trx_hash', '=', txHash)
          .orderBy('log_index')
          .execute();
        await recordAudit(trx, {
          actorId: admin.id,
          action: 'wallet.creditChainDeposit',
          subjectType: 'chain_transaction',
          subjectId: txHash,
          details: { deposits: rows.map((row) => ({ id: row.id, owner: row.user_id, amount: row.amount })) },
          ip: request.ip,
          at,
        });
        return { data: await presentForAdmin(trx, rows, request.locale) };
      },
    });
  };
}
