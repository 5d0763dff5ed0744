/**
 * Exact arithmetic on the decimal strings money travels in (contract `Amount`, PostgreSQL NUMERIC as text),
 * through integer micro-units (6 decimals, the finest unit any currency here has: USDT on TRC-20). No
 * float ever holds an amount.
 */
export const SCALE = 6;
/** Micro-units in one unit (10^6). */
export const UNIT = 10n ** BigInt(SCALE);
const DECIMAL = /^(-?)(0|[1-9][0-9]*|0)(?:\.([0-9]+))?$/;

/** Micro-units of a decimal string; throws on anything else or on more than 6 significant decimals. */
export function toMicros(value: string): bigint {
  const match = DECIMAL.exec(value.trim());
  if (!match) throw new Error(`not a decimal: ${JSON.stringify(value)}`);
  const [, sign, whole, fraction = ''] = match;
  const digits = fraction.replace(/0+$/, '');
  if (digits.length > SCALE) throw new Error(`more than ${SCALE} decimals: ${value}`);
  const micros = BigInt(whole!) * UNIT + BigInt(digits.padEnd(SCALE, '0') || '0');
  return sign === '-' ? -micros : micros;
}

/** The contract's form of micro-units: no trailing zeros, no trailing point, '0' for zero. */
export function fromMicros(micros: bigint): string {
  const negative = micros < 0n;
  const magnitude = negative ? -micros : micros;
  const whole = magnitude / UNIT;
  const fraction = (magnitude % UNIT).toString().padStart(SCALE, '0').replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** -1, 0 or 1, as a is below, equal to or above b. */
export function compareDecimals(a: string, b: string): -1 | 0 | 1 {
  const difference = toMicros(a) - toMicros(b);
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}

export const addDecimals = (a: string, b: string) => fromMicros(toMicros(a) + toMicros(b));
export const subtractDecimals = (a: string, b: string) => fromMicros(toMicros(a) - toMicros(b));

/** A NUMERIC as PostgreSQL sends it ('1250.500000') in the contract's form ('1250.5'). */
export const normalizeDecimal = (value: string) => fromMicros(toMicros(value));

/** Whether `value` is a decimal string with at most `decimals` decimals (trailing zeros count). */
export function hasAtMostDecimals(value: string, decimals: number): boolean {
  const match = DECIMAL.exec(value);
  return match !== null && (match[3] ?? '').length <= decimals;
}

/** `amount * price`, rounded down to whole units (the Toman value of a Tether amount). */
export function multiplyToWhole(amount: string, price: string): string {
  const product = toMicros(amount) * toMicros(price);
  return (product / (UNIT * UNIT)).toString();
}

/** `a / b` rounded down (towards minus infinity); `b` must be positive. BigInt division truncates instead. */
export function floorDiv(a: bigint, b: bigint): bigint {
  if (b <= 0n) throw new Error(`divisor must be positive: ${b}`);
  const quotient = a / b;
  return a % b !== 0n && a < 0n ? quotient - 1n : quotient;
}

/** `a / b` rounded up (towards plus infinity); `b` must be positive. */
export function ceilDiv(a: bigint, b: bigint): bigint {
  if (b <= 0n) throw new Error(`divisor must be positive: ${b}`);
  const quotient = a / b;
  return a % b !== 0n && a > 0n ? quotient + 1n : quotient;
}
