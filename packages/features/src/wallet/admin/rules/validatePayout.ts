import type { Currency } from '../../../entities/currency';

const KEY = 'wallet.validation';

/** The contract's ApproveWalletTransactionRequest limits. */
export const MAX_TRACKING_ID_LENGTH = 64;
export const MAX_PAYOUT_HASH_LENGTH = 128;
export const MAX_NOTE_LENGTH = 500;

export interface PayoutValues {
  /** The bank's tracking id of a Toman payout, or the chain hash of a Tether payout. */
  reference: string;
  /** For the desk's records; optional. */
  note: string;
}

/**
 * What marking a withdrawal paid needs, as the server checks it: the payout's reference (the bank's
 * tracking id for Toman, the transaction hash for Tether) and a note of at most 500 characters. Message keys
 * of the admin namespace per refused field.
 */
export function validatePayout(
  currency: Currency,
  values: PayoutValues,
): Partial<Record<keyof PayoutValues, string>> {
  const problems: Partial<Record<keyof PayoutValues, string>> = {};
  const reference = values.reference.trim();
  const [name, limit] =
    currency === 'IRT' ? ['trackingId', MAX_TRACKING_ID_LENGTH] : ['trxHash', MAX_PAYOUT_HASH_LENGTH];
  if (!reference) problems.reference = `${KEY}.${name}Required`;
  else if (reference.length > limit) problems.reference = `${KEY}.${name}TooLong`;
  if ([...values.note.trim()].length > MAX_NOTE_LENGTH) problems.note = `${KEY}.noteTooLong`;
  return problems;
}

/** A TRON transaction hash as the contract takes it for a credit: 64 hexadecimal characters, `0x` allowed. */
const CHAIN_HASH = /^(0x)?[0-9a-fA-F]{64}$/;

/** The hash of a Tether deposit to credit: a message key, or undefined when it can be sent. */
export function validateDepositHash(hash: string): string | undefined {
  const text = hash.trim();
  if (!text) return `${KEY}.depositHashRequired`;
  return CHAIN_HASH.test(text) ? undefined : `${KEY}.depositHashFormat`;
}
