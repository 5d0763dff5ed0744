export interface MaskTextOptions {
  /** Characters kept at the start. */
  start: number;
  /** Characters kept at the end. */
  end: number;
  /** Character that stands for each hidden one. @default '*' */
  mask?: string;
}

/** Mask lengths the product uses (spec section 5). */
export const maskPresets = {
  account: { start: 8, end: 5 },
  receiptLink: { start: 8, end: 5 },
} as const satisfies Record<string, MaskTextOptions>;

/**
 * Keeps the first `start` and last `end` characters and replaces each one between with `mask`
 * (spec section 5: account 8 and 5, receipt link 8 and 5). Text with nothing between is returned
 * unchanged. Counts code points, so a character outside the BMP is never cut in half.
 */
export function maskText(text: string, { start, end, mask = '*' }: MaskTextOptions): string {
  const chars = Array.from(text);
  const head = Math.max(0, start);
  const tail = Math.max(0, end);
  const hidden = chars.length - head - tail;
  if (hidden <= 0) return text;
  return chars.slice(0, head).join('') + mask.repeat(hidden) + chars.slice(chars.length - tail).join('');
}
