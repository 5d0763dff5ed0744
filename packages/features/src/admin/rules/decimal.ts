import Big from 'big.js';

// Prices are handled as decimal text through big.js: never as JavaScript floats, which cannot hold every
// amount exactly. Only plain digits with an optional point are accepted (no signs, exponents or spaces
// inside), as a person types a price.
const PLAIN_DECIMAL = /^[0-9]+(?:\.[0-9]*)?$/;

/** Whether the text is a plain non-negative decimal ("1200", "0.5", "12."). */
export function isDecimal(value: string): boolean {
  return PLAIN_DECIMAL.test(value.trim());
}

function toBig(value: string): Big {
  if (!isDecimal(value)) throw new TypeError(`Not a decimal: ${value}`);
  return new Big(value.trim().replace(/\.$/, ''));
}

/** -1, 0 or 1 as `a` is below, equal to or above `b`; both must be plain non-negative decimals. */
export function compareDecimals(a: string, b: string): -1 | 0 | 1 {
  return toBig(a).cmp(toBig(b));
}

/** The contract's Amount form: no leading zeros, no trailing point or zeros ("0012.50" -> "12.5"). */
export function toAmount(value: string): string {
  return isDecimal(value) ? toBig(value).toFixed() : value;
}
