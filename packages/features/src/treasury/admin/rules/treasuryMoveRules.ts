// No styles, no React: runs under plain Node (unit tests) too.
import { compareDecimals, isDecimal, toAmount } from '@sarraf/ui/format';
import type { Currency } from '../../../entities/currency';
import type { TreasuryMoveRequest } from '../api/adminProposeTreasuryMove';

const KEY = 'treasury.validation';

/** The contract's TreasuryMoveRequest.note: 1 to 500 characters, what the approving operator reads. */
export const MAX_MOVE_NOTE_LENGTH = 500;

/** A proposal as the dialog edits it: the amount a decimal string as typed. */
export interface TreasuryMoveValues {
  currency: Currency;
  direction: TreasuryMoveRequest['direction'];
  amount: string;
  note: string;
}

/** Counted in characters as the server's schema counts them, not UTF-16 units (an emoji is one). */
const length = (text: string) => [...text.trim()].length;

/**
 * What a proposal takes, as the contract says: an amount above zero (its decimals are the field's to limit,
 * the currency's scale) and a note of 1 to 500 characters, not spaces only. Message keys of `admin`.
 */
export function validateTreasuryMove(
  values: TreasuryMoveValues,
): Partial<Record<keyof TreasuryMoveValues, string>> {
  const problems: Partial<Record<keyof TreasuryMoveValues, string>> = {};
  if (!values.amount.trim()) problems.amount = `${KEY}.amountRequired`;
  else if (!isDecimal(values.amount) || compareDecimals(values.amount, '0') <= 0)
    problems.amount = `${KEY}.amountPositive`;
  if (!values.note.trim()) problems.note = `${KEY}.noteRequired`;
  else if (length(values.note) > MAX_MOVE_NOTE_LENGTH) problems.note = `${KEY}.noteTooLong`;
  return problems;
}

/** The proposal's body: the amount in the contract's form ("1200.50" -> "1200.5"), the note trimmed. */
export function toTreasuryMoveRequest(values: TreasuryMoveValues): TreasuryMoveRequest {
  return {
    currency: values.currency,
    direction: values.direction,
    amount: toAmount(values.amount),
    note: values.note.trim(),
  };
}

/** Whether the signed-in operator proposed this move: the server lets only another one decide it. */
export function isOwnProposal(
  move: { proposed_by: { id: number } },
  operatorId: number | undefined,
): boolean {
  return operatorId !== undefined && move.proposed_by.id === operatorId;
}
