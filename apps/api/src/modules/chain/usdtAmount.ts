/** USDT on TRON has 6 decimals: 1 USDT = 1,000,000 base units. */
export const USDT_DECIMALS = 6;
const UNIT = 10n ** BigInt(USDT_DECIMALS);

/** Base units as an exact decimal string without trailing zeros ("1.5", "100", "0.000001"). */
export function usdtFromBaseUnits(units: bigint): string {
  if (units < 0n) throw new RangeError('negative amount');
  const whole = units / UNIT;
  const fraction = (units % UNIT).toString().padStart(USDT_DECIMALS, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}

/** A decimal string with at most 6 decimals ("1", "0.5") as base units; throws on anything else. */
export function usdtToBaseUnits(amount: string): bigint {
  const match = /^([0-9]+)(?:\.([0-9]{1,6}))?$/.exec(amount);
  if (!match) throw new RangeError(`not a USDT amount: ${amount}`);
  const [, whole = '0', fraction = ''] = match;
  return BigInt(whole) * UNIT + BigInt(fraction.padEnd(USDT_DECIMALS, '0'));
}
