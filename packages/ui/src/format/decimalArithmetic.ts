import { compareDecimals, toAmount } from './decimal';

// The arithmetic of the one client decimal module (decimal.ts reads, compares and formats): what arrives
// = amount - fee, the smaller of a balance and a limit, a value cut to a field's scale. Done on BigInts
// scaled to the longer fraction, on the decimal text itself, never on floats.

const PLAIN = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?$/;

/** The contract's Amount form of `value` ("0012.50" -> "12.5"); throws for text that is not a decimal. */
function plain(value: string): string {
  const amount = toAmount(value);
  if (!PLAIN.test(amount)) throw new TypeError(`Not a decimal: ${value}`);
  return amount;
}

/** How many fraction digits `value` has once trailing zeros are dropped ("1.50" has 1). */
export function fractionDigits(value: string): number {
  const [, fraction = ''] = plain(value).split('.');
  return fraction.length;
}

function scaled(value: string, scale: number): bigint {
  const [whole = '0', fraction = ''] = plain(value).replace('-', '').split('.');
  const magnitude = BigInt(whole + fraction.padEnd(scale, '0'));
  return value.trim().startsWith('-') ? -magnitude : magnitude;
}

function unscaled(value: bigint, scale: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale);
  return toAmount(`${negative ? '-' : ''}${whole}${scale > 0 ? `.${fraction}` : ''}`);
}

/** `a - b` exactly, in the contract's Amount form ("150.25" - "1" = "149.25"). */
export function subtractDecimals(a: string, b: string): string {
  const scale = Math.max(fractionDigits(a), fractionDigits(b));
  return unscaled(scaled(a, scale) - scaled(b, scale), scale);
}

/** The smaller of two decimal strings. */
export function minDecimal(a: string, b: string): string {
  return compareDecimals(a, b) <= 0 ? a : b;
}

/** `value` cut (never rounded) to `decimals` fraction digits: what a field of that scale can hold. */
export function truncateDecimals(value: string, decimals: number): string {
  const [whole = '0', fraction = ''] = plain(value).split('.');
  return toAmount(decimals > 0 && fraction ? `${whole}.${fraction.slice(0, decimals)}` : whole);
}

/**
 * Whether `value` holds more than it shows cut to `shownDecimals` (the spec's 3 for display): a balance of
 * 130.203864 shows 130.203, so the screen also says a fraction is held.
 */
export function holdsMoreThanShown(value: string, shownDecimals = 3): boolean {
  return compareDecimals(truncateDecimals(value, shownDecimals), value) !== 0;
}
