import { transferKindOf } from '../ledger/index.js';
import { jalaliText, tehranWallClock } from './jalaliText.js';
import {
  amountCell,
  columns,
  type Cell,
  type Currency,
  type Locale,
  type SheetSpec,
} from './reportSheets.js';
import type { StatementLine } from './statementSources.js';
import { MOVEMENT_WORDS, REPORT_WORDS } from './reportWords.js';

const STATEMENT_COLUMNS = [
  ['date', 18],
  ['jalaliDate', 18],
  ['movementKind', 24],
  ['movement', 22],
  ['balance', 22],
  ['orderNumber', 14],
  ['transactionNumber', 16],
  ['reference', 30],
] as const;

/** A currency's statement: its available balance at the start, every movement, its balance at the end. */
export function statementSheet(locale: Locale, currency: Currency): SheetSpec {
  return {
    name: REPORT_WORDS[locale][`${currency}StatementSheet`],
    rightToLeft: locale === 'fa',
    columns: columns(locale, STATEMENT_COLUMNS),
  };
}

/**
 * The opening row (the balance at the period's first instant) or the closing one (at its end, dated its
 * last minute): as on a bank statement, the balance column alone, so the movement column sums to exactly
 * the movements and opening + that sum = closing.
 */
export function balanceRow(
  which: 'openingBalance' | 'closingBalance',
  at: Date,
  balance: string,
  currency: Currency,
  locale: Locale,
): Cell[] {
  return [
    tehranWallClock(at),
    jalaliText(at, locale),
    REPORT_WORDS[locale][which],
    null,
    amountCell(balance, currency),
    null,
    null,
    null,
  ];
}

/** One movement, signed, with the available balance right after it. */
export function movementRow(
  line: StatementLine,
  balanceAfter: string,
  currency: Currency,
  locale: Locale,
): Cell[] {
  return [
    tehranWallClock(line.created_at),
    jalaliText(line.created_at, locale),
    MOVEMENT_WORDS[locale][transferKindOf(line.kind)],
    amountCell(line.amount, currency),
    amountCell(balanceAfter, currency),
    line.order_id === null ? null : Number(line.order_id),
    line.wallet_transaction_id === null ? null : Number(line.wallet_transaction_id),
    line.reference,
  ];
}
