import { compareDecimals } from '@sarraf/ui/format';

/** The drawing box of a chart, in SVG user units. */
export interface ChartBox {
  width: number;
  height: number;
  /** Room kept above and below the line so its stroke is never cut. */
  padding: number;
}

/**
 * The points of a price line ("x,y x,y ...") for an SVG polyline: oldest at the start, the highest price at
 * the top. Prices are decimal strings; they become floats only here, to place pixels (a pixel cannot tell
 * 92150 from 92150.000001), never to show or send an amount. A flat history draws a level line in the
 * middle; fewer than two prices draw nothing.
 */
export function chartPoints(prices: readonly string[], { width, height, padding }: ChartBox): string {
  if (prices.length < 2) return '';
  let low = prices[0]!;
  let high = prices[0]!;
  for (const price of prices) {
    if (compareDecimals(price, low) < 0) low = price;
    if (compareDecimals(price, high) > 0) high = price;
  }
  const min = Number(low);
  const span = Number(high) - min;
  const usable = height - 2 * padding;
  const step = width / (prices.length - 1);
  return prices
    .map((price, index) => {
      const share = span === 0 ? 0.5 : (Number(price) - min) / span;
      const x = index * step;
      const y = padding + (1 - share) * usable;
      return `${round(x)},${round(y)}`;
    })
    .join(' ');
}

/** Two decimals are finer than any screen draws, and keep the attribute short. */
const round = (value: number) => Math.round(value * 100) / 100;
