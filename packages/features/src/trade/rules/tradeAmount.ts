import { compareDecimals, fractionDigits, isDecimal, truncateDecimals } from '@sarraf/ui/format';
import { scaleOf, typedDecimalsOf } from '../../entities/currency';

/** Buy or Sell (contract OrderSide). */
export type TradeSide = 'Buy' | 'Sell';

/** A market's two currencies, as the contract's Market names them. */
export interface PairSymbols {
  baseSymbol: string;
  quoteSymbol: string;
}

/** What the person pays in: Toman (the quote currency) to buy, Tether (the base currency) to sell. */
export function paidSymbol(side: TradeSide, pair: PairSymbols): string {
  return side === 'Buy' ? pair.quoteSymbol : pair.baseSymbol;
}

/** What the person receives: the other currency of the pair. */
export function receivedSymbol(side: TradeSide, pair: PairSymbols): string {
  return side === 'Buy' ? pair.baseSymbol : pair.quoteSymbol;
}

/** The message key (namespace `trade`) of "Insufficient {currency} Balance!" for a currency. */
export function insufficientKey(symbol: string): string {
  return symbol === 'IRT' || symbol === 'USDT'
    ? `validation.insufficient${symbol}`
    : 'validation.insufficient';
}

/**
 * The message key (namespace `trade`) of the amount's problem, in the order a person fixes them: something
 * typed, a number of the currency's scale, more than zero, then no more than the available balance (the
 * server says the same with a 422; checking here first saves asking for a price that cannot be paid).
 */
export function amountProblem(amount: string, symbol: string, available: string): string | undefined {
  const text = amount.trim();
  if (text === '') return 'validation.amountRequired';
  // The whole balance may be spent to its last decimal (what "max" fills): else what is held beyond the
  // typed scale (0.000864 after buying 130.203864) could never leave.
  const wholeBalance = isDecimal(text) && compareDecimals(text, available) === 0;
  if (!isDecimal(text) || (fractionDigits(text) > typedDecimalsOf(symbol) && !wholeBalance)) {
    return symbol === 'IRT' ? 'validation.amountWhole' : 'validation.amountDecimals';
  }
  if (compareDecimals(text, '0') <= 0) return 'validation.amountPositive';
  if (compareDecimals(text, available) > 0) return insufficientKey(symbol);
  return undefined;
}

/** The "max" action's amount: the whole available balance, to its last decimal. */
export function maxAmount(available: string, symbol: string): string {
  return truncateDecimals(available, scaleOf(symbol));
}
