// The contract's figure rules of a quote (openapi.yaml, schema Quote), worked out exactly so the mock server
// answers what the real one would. Mock-only: the screens never compute money, they show the server's.

const MICRO = 1_000_000n;

/** A decimal string as a BigInt of `scale` decimals (truncating any further digits). */
function scaled(value: string, scale: number): bigint {
  const [whole = '0', fraction = ''] = value.split('.');
  return BigInt(whole + fraction.padEnd(scale, '0').slice(0, scale));
}

/** A BigInt of `scale` decimals as the contract's Amount text ("541.2371", "125000"). */
function text(value: bigint, scale: number): string {
  const digits = value.toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}

export interface QuoteMath {
  quantity: string;
  fee_value: string;
  total: string;
}

/**
 * Buy: the user pays `amount` Toman; fee_value = floor(amount x fee / 100) whole Toman; quantity = total =
 * floor((amount - fee_value) / price) to 6 decimals of Tether.
 */
export function buyFigures(amount: string, price: string, feePercent: string): QuoteMath {
  const toman = scaled(amount, 0);
  const fee = (toman * scaled(feePercent, 4)) / (100n * 10_000n);
  const quantity = ((toman - fee) * MICRO * MICRO) / scaled(price, 6);
  return { quantity: text(quantity, 6), fee_value: text(fee, 0), total: text(quantity, 6) };
}

/**
 * Sell: the user pays `amount` = quantity Tether; value = quantity x price; fee_value = floor(value x fee /
 * 100); total = floor(value) - fee_value, whole Toman.
 */
export function sellFigures(amount: string, price: string, feePercent: string): QuoteMath {
  const value = scaled(amount, 6) * scaled(price, 6); // 12 decimals
  const fee = (value * scaled(feePercent, 4)) / (MICRO * MICRO * 100n * 10_000n);
  const total = value / (MICRO * MICRO) - fee;
  return { quantity: text(scaled(amount, 6), 6), fee_value: text(fee, 0), total: text(total, 0) };
}

/** `price` moved by `delta` whole Toman (a mock desk changing its price). */
export function movePrice(price: string, delta: number): string {
  return text(scaled(price, 6) + BigInt(delta) * MICRO, 6);
}
