// No styles, no React: runs under plain Node (unit tests) too.
import { compareDecimals, isDecimal, toAmount } from '@sarraf/ui/format';
import type { AdminApproveOrderRequest } from '../api/adminApproveOrder';

const KEY = 'orders.validation';

/** The contract's AdminApproveOrderRequest and AdminRejectOrderRequest: a note of at most 500 characters. */
export const MAX_ORDER_NOTE_LENGTH = 500;

/** The desk's approval as the form edits it: decimal strings as typed ('' when left to the server). */
export interface OrderApprovalValues {
  final_price: string;
  final_quantity: string;
  note: string;
}

/** Counted in characters as the server's schema counts them, not UTF-16 units (an emoji is one). */
const length = (text: string) => [...text.trim()].length;

/**
 * What approving an order takes, as the contract states it: both figures optional (the server then keeps
 * the quote's price, and the most the hold covers or the quote's quantity), each above zero when given, and
 * a note of at most 500 characters. Whether a quantity costs more than was held is the server's to say (422).
 */
export function validateOrderApproval(
  values: OrderApprovalValues,
): Partial<Record<keyof OrderApprovalValues, string>> {
  const problems: Partial<Record<keyof OrderApprovalValues, string>> = {};
  const positive = (value: string) => isDecimal(value) && compareDecimals(value, '0') > 0;
  if (values.final_price.trim() && !positive(values.final_price))
    problems.final_price = `${KEY}.pricePositive`;
  if (values.final_quantity.trim() && !positive(values.final_quantity)) {
    problems.final_quantity = `${KEY}.quantityPositive`;
  }
  if (length(values.note) > MAX_ORDER_NOTE_LENGTH) problems.note = `${KEY}.noteTooLong`;
  return problems;
}

/** The approval's body: only what the desk gave, figures in the contract's form ("92300.50" -> "92300.5"). */
export function toOrderApproval(values: OrderApprovalValues): AdminApproveOrderRequest {
  const note = values.note.trim();
  return {
    ...(values.final_price.trim() ? { final_price: toAmount(values.final_price) } : {}),
    ...(values.final_quantity.trim() ? { final_quantity: toAmount(values.final_quantity) } : {}),
    ...(note ? { note } : {}),
  };
}

/** A rejection's note, which the person reads: required, at most 500 characters. A message key, or undefined. */
export function validateRejectionNote(note: string): string | undefined {
  if (!note.trim()) return `${KEY}.noteRequired`;
  return length(note) > MAX_ORDER_NOTE_LENGTH ? `${KEY}.noteTooLong` : undefined;
}
