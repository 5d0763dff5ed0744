import { normalizeDecimal } from '../../money/decimal.js';
import { jalaliText, tehranWallClock } from './jalaliText.js';
import type { OrderLine, TransactionLine } from './reportSources.js';
import { NETWORK_NAMES, REPORT_WORDS, type ReportWord } from './reportWords.js';

export type Locale = 'fa' | 'en';
export type Currency = 'IRT' | 'USDT';

/** An amount cell: a number shown in its currency's format. */
export interface AmountCell {
  amount: number;
  numFmt: string;
}
/** A date cell holds Tehran's wall-clock time (see tehranWallClock); text cells are strings. */
export type Cell = string | number | Date | AmountCell | null;

export interface Column {
  header: string;
  width: number;
  /** The format of the column's cells (dates); amounts carry their own, their currency varies by row. */
  numFmt?: string;
}

export interface SheetSpec {
  name: string;
  rightToLeft: boolean;
  columns: Column[];
}

export const DATE_FORMAT = 'yyyy-mm-dd hh:mm';
/** Toman is whole; Tether has up to 6 decimals, shown with at least 2. */
export const CURRENCY_FORMATS: Record<Currency, string> = { IRT: '#,##0', USDT: '#,##0.00####' };

/*
 * A spreadsheet number is a binary double, written in the file as the shortest text that reads back as the
 * same double: for any figure of at most 15 significant digits that text is the decimal itself, so the cell
 * holds the books' figure exactly and sums by eye. A figure a double cannot hold (some of 16 digits or
 * more: ten billion Tether less a micro-unit) is written as its text instead, never rounded.
 */
export function amountCell(value: string, currency: Currency): AmountCell | string {
  const exact = normalizeDecimal(value);
  const amount = Number(exact);
  return String(amount) === exact ? { amount, numFmt: CURRENCY_FORMATS[currency] } : exact;
}

export function columns(locale: Locale, names: readonly (readonly [ReportWord, number])[]): Column[] {
  return names.map(([word, width]) => ({
    header: REPORT_WORDS[locale][word],
    width,
    ...(word === 'date' ? { numFmt: DATE_FORMAT } : {}),
  }));
}

const TRANSACTION_COLUMNS = [
  ['transactionNumber', 12],
  ['date', 18],
  ['jalaliDate', 18],
  ['type', 12],
  ['currency', 10],
  ['amount', 18],
  ['fee', 14],
  ['status', 14],
  ['reference', 30],
  ['destination', 36],
  ['network', 10],
] as const;

const ORDER_COLUMNS = [
  ['orderNumber', 12],
  ['date', 18],
  ['jalaliDate', 18],
  ['pair', 12],
  ['side', 10],
  ['status', 14],
  ['amount', 18],
  ['price', 16],
  ['finalPrice', 16],
  ['finalQuantity', 18],
  ['fee', 14],
  ['paid', 18],
  ['received', 18],
  ['held', 18],
  ['heldReturned', 20],
] as const;

export function transactionSheet(locale: Locale): SheetSpec {
  return {
    name: REPORT_WORDS[locale].transactionsSheet,
    rightToLeft: locale === 'fa',
    columns: columns(locale, TRANSACTION_COLUMNS),
  };
}

export function orderSheet(locale: Locale): SheetSpec {
  return {
    name: REPORT_WORDS[locale].ordersSheet,
    rightToLeft: locale === 'fa',
    columns: columns(locale, ORDER_COLUMNS),
  };
}

export function transactionRow(line: TransactionLine, locale: Locale): Cell[] {
  const words = REPORT_WORDS[locale];
  return [
    Number(line.id),
    tehranWallClock(line.created_at),
    jalaliText(line.created_at, locale),
    words[line.type],
    words[line.currency],
    amountCell(line.amount, line.currency),
    amountCell(line.fee, line.currency),
    words[line.status],
    line.reference,
    line.destination,
    line.network === null ? null : (NETWORK_NAMES[line.network] ?? line.network),
  ];
}

/**
 * Buy pays the quote currency and receives the base; Sell the other way round. Price and fee are in the quote.
 * Paid, received and fee hold what moved, so each column sums to what the person paid, received and was
 * charged: a filled order's figures (at the desk's final price and quantity when it set them, shown beside the
 * quote's price so price times quantity reconciles with paid), and 0 for an order that waits or was cancelled,
 * whose amount is in a held column instead, named as the app names it: held while it waits, held and returned
 * once cancelled. Each column sums on its own: what is held now, what came back.
 */
export function orderRow(line: OrderLine, locale: Locale): Cell[] {
  const words = REPORT_WORDS[locale];
  const [pays, gets] =
    line.side === 'Buy' ? [line.quote_symbol, line.base_symbol] : [line.base_symbol, line.quote_symbol];
  const filled = line.status === 'Filled';
  const moved = (value: string, currency: Currency) => amountCell(filled ? value : '0', currency);
  return [
    Number(line.id),
    tehranWallClock(line.created_at),
    jalaliText(line.created_at, locale),
    `${line.base_symbol}/${line.quote_symbol}`,
    words[line.side],
    words[line.status],
    amountCell(line.amount, pays),
    amountCell(line.price, line.quote_symbol),
    line.final_price === null ? null : amountCell(line.final_price, line.quote_symbol),
    line.final_quantity === null ? null : amountCell(line.final_quantity, line.base_symbol),
    moved(line.fee_value, line.quote_symbol),
    moved(line.paid, pays),
    moved(line.received, gets),
    line.status === 'Processing' ? amountCell(line.amount, pays) : null,
    line.status === 'Cancelled' ? amountCell(line.amount, pays) : null,
  ];
}
