import { transferKindValues, type components } from '../../generated/schema.gen.js';

/** The kinds a person sees in their transfers list: the contract's (openapi.yaml, `Transfer.kind`). */
export type TransferKind = components['schemas']['Transfer']['kind'];

/**
 * A movement of an available balance as the contract names it. The books take any kind (a paid withdrawal's
 * `withdraw_payout` moves held money only, and never shows as a transfer); a kind on an available balance
 * that the contract does not know is a broken book, not something to send.
 */
export function transferKindOf(kind: string): TransferKind {
  const known: readonly string[] = transferKindValues;
  if (known.includes(kind)) return kind as TransferKind;
  throw new Error(`the movement kind ${kind} has no transfer kind in the contract`);
}
