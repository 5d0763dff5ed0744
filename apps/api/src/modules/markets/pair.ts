/** A market pair by its symbols. */
export interface Pair {
  base: string;
  quote: string;
}

/** The path form of the contract's Pair parameter (`USDT-IRT`); its pattern is checked before routing. */
export function pairFromPath(value: string): Pair {
  const [base = '', quote = ''] = value.split('-');
  return { base, quote };
}

/** The display form used in bodies (`USDT/IRT`). */
export function pairLabel(pair: Pair): string {
  return `${pair.base}/${pair.quote}`;
}
