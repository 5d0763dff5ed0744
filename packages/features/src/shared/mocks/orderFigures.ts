// The mock server's order figures, by the contract's rules (openapi.yaml `Quote` and `Order`), in exact
// integer arithmetic: fixtures and mock answers must hold figures the real server could give. Screens never
// compute these; they show the server's.
import type { components } from '../api/schema.gen';

type Order = components['schemas']['Order'];

const SCALE = 6;
const ONE = 10n ** BigInt(SCALE);

/** A decimal string as a fraction of bigints: "0.3" -> 3/10. */
function fraction(value: string): { num: bigint; den: bigint } {
  const [integer = '0', decimals = ''] = value.split('.');
  return { num: BigInt(integer + decimals), den: 10n ** BigInt(decimals.length) };
}

/** An integer count of millionths back to the contract's decimal text, without trailing zeros. */
function fromMicros(micros: bigint): string {
  const integer = micros / ONE;
  const decimals = (micros % ONE).toString().padStart(SCALE, '0').replace(/0+$/, '');
  return decimals ? `${integer}.${decimals}` : String(integer);
}

const floorDiv = (a: bigint, b: bigint) => a / b;
const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

/** floor(toman x fee / 100): the fee on a whole-Toman value. */
function feeOn(toman: bigint, feePercent: string): bigint {
  const fee = fraction(feePercent);
  return floorDiv(toman * fee.num, fee.den * 100n);
}

/** floor(quantity x price) in whole Toman. */
function valueOf(quantity: string, price: string): bigint {
  const q = fraction(quantity);
  const p = fraction(price);
  return floorDiv(q.num * p.num, q.den * p.den);
}

/** The figures of an order as quoted: what is paid, the fee (Toman) and what is received. */
export interface QuotedFigures {
  amount: string;
  quantity: string;
  fee_value: string;
  total: string;
}

/**
 * A Buy: `amount` Toman paid; fee = floor(amount x fee / 100); quantity = total = floor((amount - fee) /
 * price) to 6 decimals of Tether.
 */
export function buyFigures(amount: string, price: string, feePercent: string): QuotedFigures {
  const paid = BigInt(amount);
  const fee = feeOn(paid, feePercent);
  const p = fraction(price);
  const total = fromMicros(floorDiv((paid - fee) * ONE * p.den, p.num));
  return { amount, quantity: total, fee_value: String(fee), total };
}

/** A Sell: `quantity` Tether paid; fee = floor(value x fee / 100); total = floor(value) - fee Toman. */
export function sellFigures(quantity: string, price: string, feePercent: string): QuotedFigures {
  const value = valueOf(quantity, price);
  const fee = feeOn(value, feePercent);
  return { amount: quantity, quantity, fee_value: String(fee), total: String(value - fee) };
}

/** What an order fills at once the desk set its final figures. */
export interface FinalFigures {
  paid: string;
  received: string;
  fee_value: string;
}

/**
 * Final figures (contract `Order`). Buy: receives final_quantity; cost = ceil(final_quantity x final_price);
 * paid = the least whole Toman whose net after the fee covers the cost. Sell: pays final_quantity; fee on
 * its value; receives floor(value) - fee.
 */
export function finalFigures(
  side: Order['side'],
  finalQuantity: string,
  finalPrice: string,
  feePercent: string,
): FinalFigures {
  if (side === 'Sell') {
    const value = valueOf(finalQuantity, finalPrice);
    const fee = feeOn(value, feePercent);
    return { paid: finalQuantity, received: String(value - fee), fee_value: String(fee) };
  }
  const q = fraction(finalQuantity);
  const p = fraction(finalPrice);
  const cost = ceilDiv(q.num * p.num, q.den * p.den);
  const covers = (paid: bigint) => paid - feeOn(paid, feePercent) >= cost;
  // Start near cost / (1 - fee), then step to the least amount that covers it.
  const fee = fraction(feePercent);
  let paid = ceilDiv(cost * fee.den * 100n, fee.den * 100n - fee.num);
  while (paid > 0n && covers(paid - 1n)) paid -= 1n;
  while (!covers(paid)) paid += 1n;
  return { paid: String(paid), received: finalQuantity, fee_value: String(feeOn(paid, feePercent)) };
}

/**
 * The most Tether a Buy's held Toman covers at a price, to 6 decimals (the desk's default final quantity):
 * the largest quantity whose paid amount stays within the hold.
 */
export function mostQuantityFor(held: string, price: string, feePercent: string): string {
  const p = fraction(price);
  const heldToman = BigInt(held);
  const net = heldToman - feeOn(heldToman, feePercent);
  let micros = floorDiv(net * ONE * p.den, p.num);
  while (micros > 0n && BigInt(finalFigures('Buy', fromMicros(micros), price, feePercent).paid) > heldToman) {
    micros -= 1n;
  }
  return fromMicros(micros);
}

/** Whether `a` is above `b` (non-negative decimal strings), exactly. */
export function isAbove(a: string, b: string): boolean {
  const x = fraction(a);
  const y = fraction(b);
  return x.num * y.den > y.num * x.den;
}
