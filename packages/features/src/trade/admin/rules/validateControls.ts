// The format entry carries no styles, so this rule runs under plain Node (unit tests) too.
import { compareDecimals, isDecimal } from '@sarraf/ui/format';

export interface ControlsValues {
  buy_enabled: boolean;
  sell_enabled: boolean;
  halted: boolean;
  /** What people read while the market is halted ('' when none). */
  halt_note: string;
  /** Whole Toman, as typed ('' when empty). */
  min_order_value: string;
  /** Whole Toman, '' for no maximum. */
  max_order_value: string;
}

export type ControlsField = 'halt_note' | 'min_order_value' | 'max_order_value';

/**
 * The controls' rules the server also keeps: a halt says why (people read it), a minimum is given, and a
 * maximum, when there is one, is not below it. The maximum against the approval limit is the server's word.
 */
export function validateControls(values: ControlsValues): Partial<Record<ControlsField, string>> {
  const problems: Partial<Record<ControlsField, string>> = {};
  if (values.halted && !values.halt_note.trim()) problems.halt_note = 'markets.validation.haltNoteRequired';
  if (!isDecimal(values.min_order_value)) problems.min_order_value = 'markets.validation.minRequired';
  else if (
    values.max_order_value.trim() &&
    (!isDecimal(values.max_order_value) ||
      compareDecimals(values.max_order_value, values.min_order_value) < 0)
  )
    problems.max_order_value = 'markets.validation.maxBelowMin';
  return problems;
}
