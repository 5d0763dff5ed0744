import { useEffect, useState } from 'react';
import { priceMove, type PriceMove } from '../rules/priceMove';

/** How long a moved price stays highlighted. */
export const PRICE_FLASH_MS = 2_000;

/** The last move of a watched price. */
export interface PriceChange {
  move: Exclude<PriceMove, 'same'>;
  price: string;
  /** Counts the moves, so two moves to the same price are still two. */
  count: number;
}

/**
 * Watches a price between refreshes: `flash` is the move of the last few seconds (for a highlight), `change`
 * the last move (for an announcement). The first price and a refresh with the same price are no move.
 * Remount (key) the reader to watch another market's price.
 */
export function usePriceWatch(price: string | undefined) {
  const [seen, setSeen] = useState(price);
  const [change, setChange] = useState<PriceChange | null>(null);
  const [flash, setFlash] = useState<PriceChange | null>(null);
  // React's "adjust state when a prop changes": compared during render, so the highlight lands with the price.
  if (price !== seen) {
    setSeen(price);
    const move = seen !== undefined && price !== undefined ? priceMove(seen, price) : 'same';
    if (move !== 'same') {
      const next = { move, price: price!, count: (change?.count ?? 0) + 1 };
      setChange(next);
      setFlash(next);
    }
  }
  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => setFlash(null), PRICE_FLASH_MS);
    return () => clearTimeout(timer);
  }, [flash]);
  return { flash: flash?.move ?? null, change };
}
