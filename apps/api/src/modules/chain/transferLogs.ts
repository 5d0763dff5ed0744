import { keccak_256 } from '@noble/hashes/sha3.js';
import { hex } from '@scure/base';
import type { TransactionInfo } from './ChainSource.js';

/** topic0 of the ERC-20/TRC-20 Transfer event: keccak-256 of its signature. */
export const TRANSFER_TOPIC = hex.encode(
  keccak_256(new TextEncoder().encode('Transfer(address,address,uint256)')),
);

export interface TokenTransfer {
  /** Position of the log in the transaction: with the transaction hash, what names this transfer. */
  logIndex: number;
  /** The raw uint256 amount in the token's base units. */
  units: bigint;
}

const WORD = /^[0-9a-f]{64}$/;
/** An indexed address topic: 12 zero bytes, then the 20-byte account id. */
const ADDRESS_PADDING = '0'.repeat(24);

/**
 * The Transfer events in a transaction that the token contract itself emitted to `recipient` (both as
 * 40-hex account ids). A token that copies USDT's name or symbol emits from another contract and is not
 * here; one transaction may transfer to us more than once (a batch, a router), each log counts on its own.
 */
export function tokenTransfersTo(
  info: TransactionInfo,
  contract: string,
  recipient: string,
): TokenTransfer[] {
  const transfers: TokenTransfer[] = [];
  info.logs.forEach((log, logIndex) => {
    const [topic0, , to] = log.topics;
    if (log.contract !== contract || log.topics.length !== 3 || topic0 !== TRANSFER_TOPIC) return;
    if (!to || !WORD.test(to) || to !== `${ADDRESS_PADDING}${recipient}`) return;
    if (!WORD.test(log.data)) return;
    transfers.push({ logIndex, units: BigInt(`0x${log.data}`) });
  });
  return transfers;
}
