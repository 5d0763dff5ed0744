import { normalizeDigits } from '../../utils/normalizeDigits';

/** Latin digits only: pasted or autofilled codes may carry spaces, dashes or Persian digits. */
export function codeDigits(text: string): string {
  return normalizeDigits(text).replace(/\D/g, '');
}

/**
 * Writes `digits` into `cells` from `start` on, as far as the cells go, and returns the new cells
 * and the index of the last cell written (or `start` when nothing was written).
 */
export function fillCells(
  cells: readonly string[],
  start: number,
  digits: string,
): { cells: string[]; last: number } {
  const next = [...cells];
  let last = start;
  for (let offset = 0; offset < digits.length && start + offset < next.length; offset += 1) {
    next[start + offset] = digits.charAt(offset);
    last = start + offset;
  }
  return { cells: next, last };
}

/** Cells for a code: the code's digits, padded with empty cells. */
export function cellsOf(code: string, length: number): string[] {
  return Array.from({ length }, (_, index) => code.charAt(index));
}
