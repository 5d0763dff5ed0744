import { ceilDiv, floorDiv, fromMicros, toMicros, UNIT } from '../../money/decimal.js';

/*
 * The figure rules of openapi.yaml (`Quote`, `Order`), in exact integers. Every decimal becomes micro-units
 * (10^-6): a product of two of them is in 10^-12, and a fee percent in micro-percent makes `x * fee / 100`
 * an integer over PERCENT. Toman figures are whole, Tether figures have 6 decimals; nothing is a float.
 */

/** 100% in micro-percent: `x * fee% = x * toMicros(fee) / PERCENT`. */
const PERCENT = 100n * UNIT;
const SQUARE = UNIT * UNIT;

const whole = (value: string) => toMicros(value) / UNIT;

/** What a quote (and an order placed at it) pays, receives and charges. */
export interface Figures {
  /** Tether traded: bought (Buy) or sold (Sell). */
  quantity: string;
  /** Whole Toman. */
  feeValue: string;
  /** What the person receives after the fee: Tether for Buy, whole Toman for Sell. */
  total: string;
  /** The order's Toman value: what a Buy pays, floor(quantity x price) of a Sell. Volume and the limit count it. */
  tomanValue: string;
}

/** Buy: `amount` whole Toman at `price`: fee = floor(amount x fee / 100), quantity = floor((amount - fee) / price). */
export function buyFigures(amount: string, price: string, feePercent: string): Figures {
  const paid = whole(amount);
  const fee = floorDiv(paid * toMicros(feePercent), PERCENT);
  const quantity = floorDiv((paid - fee) * SQUARE, toMicros(price));
  return {
    quantity: fromMicros(quantity),
    feeValue: fee.toString(),
    total: fromMicros(quantity),
    tomanValue: paid.toString(),
  };
}

/** Sell: `quantity` Tether at `price`: value = quantity x price, fee = floor(value x fee / 100), total = floor(value) - fee. */
export function sellFigures(quantity: string, price: string, feePercent: string): Figures {
  const value = toMicros(quantity) * toMicros(price);
  const floorValue = value / SQUARE;
  const fee = floorDiv(value * toMicros(feePercent), SQUARE * PERCENT);
  return {
    quantity: fromMicros(toMicros(quantity)),
    feeValue: fee.toString(),
    total: (floorValue - fee).toString(),
    tomanValue: floorValue.toString(),
  };
}

/** What an order approved with final figures fills at. */
export interface FinalFigures {
  /** Quote currency for Buy (whole Toman), base for Sell. */
  paid: string;
  /** Base for Buy, whole Toman for Sell. */
  received: string;
  feeValue: string;
  tomanValue: string;
}

/** floor(x * fee / 100) of whole Toman. */
const feeOf = (toman: bigint, fee: bigint) => floorDiv(toman * fee, PERCENT);

/**
 * The least whole Toman `paid` whose net after the fee (paid - floor(paid x fee / 100)) covers `cost`. The
 * net never falls as `paid` grows (the fee grows by at most 1 per Toman while fee < 100%), so a binary search
 * between a net too small and one large enough finds it: any paid below the cost nets less than it, and
 * ceil(cost / (1 - fee)) nets at least it.
 */
export function leastPaidCovering(cost: bigint, feePercent: string): bigint {
  const fee = toMicros(feePercent);
  if (fee < 0n || fee >= PERCENT) throw new Error(`a fee of ${feePercent}% leaves nothing to pay with`);
  if (cost <= 0n) return 0n;
  const net = (paid: bigint) => paid - feeOf(paid, fee);
  let tooSmall = cost - 1n;
  let enough = ceilDiv(cost * PERCENT, PERCENT - fee);
  while (enough - tooSmall > 1n) {
    const middle = (tooSmall + enough) / 2n;
    if (net(middle) >= cost) enough = middle;
    else tooSmall = middle;
  }
  return enough;
}

/**
 * Buy at final figures: the person receives `finalQuantity`; cost = ceil(finalQuantity x finalPrice) whole
 * Toman; paid = the least whole Toman whose net after the fee covers the cost.
 */
export function finalBuyFigures(finalQuantity: string, finalPrice: string, feePercent: string): FinalFigures {
  const cost = ceilDiv(toMicros(finalQuantity) * toMicros(finalPrice), SQUARE);
  const paid = leastPaidCovering(cost, feePercent);
  return {
    paid: paid.toString(),
    received: fromMicros(toMicros(finalQuantity)),
    feeValue: feeOf(paid, toMicros(feePercent)).toString(),
    tomanValue: paid.toString(),
  };
}

/** Sell at final figures: the quote rule with the final quantity and price. */
export function finalSellFigures(
  finalQuantity: string,
  finalPrice: string,
  feePercent: string,
): FinalFigures {
  const figures = sellFigures(finalQuantity, finalPrice, feePercent);
  return {
    paid: figures.quantity,
    received: figures.total,
    feeValue: figures.feeValue,
    tomanValue: figures.tomanValue,
  };
}

/**
 * The most Tether `held` Toman buys at `finalPrice` after the quote's fee: the largest quantity whose cost
 * is within the held amount's net (held - fee of held), so its `paid` never exceeds what was held.
 */
export function mostBuyableQuantity(held: string, heldFee: string, finalPrice: string): string {
  const net = whole(held) - whole(heldFee);
  return fromMicros(floorDiv(net * SQUARE, toMicros(finalPrice)));
}
