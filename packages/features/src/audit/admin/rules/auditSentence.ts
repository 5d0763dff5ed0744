// No styles, no React: the audit log's sentences as data, so their rules run under plain Node (unit tests).
import { compareDecimals } from '@sarraf/ui/format';
import type { Currency } from '../../../entities/currency';

/**
 * One value a sentence names. The rule says what the value is; the screen writes it the app's way:
 * an amount with its currency's decimals and the reader's digits, an identifier in Latin digits isolated
 * left to right, an operator's words isolated as they were typed.
 */
export type AuditValue =
  /** Money: grouped, the currency's decimals (Toman whole, Tether 6), the reader's digits. */
  | { type: 'amount'; value: string; currency: Currency }
  /** A count, a duration or a percent: grouped, the reader's digits. */
  | { type: 'number'; value: string }
  /** An email, IBAN, address, hash or id: Latin digits, left to right, isolated from the sentence. */
  | { type: 'identifier'; value: string }
  /** Words someone typed (a reason, a note, a holder's name): isolated, in their own direction. */
  | { type: 'text'; value: string }
  /** A word of this client's catalogue (a key of the `admin` namespace): a currency, a side, a field. */
  | { type: 'word'; key: string }
  /** A moment (ISO 8601), in the reader's calendar and digits. */
  | { type: 'date'; value: string };

/** A sentence of the `admin` catalogue (`audit.sentences.<key>`) with the values it names. */
export interface AuditSentence {
  key: string;
  values?: Record<string, AuditValue>;
  /** Chooses the plural form ("1 hour", "48 hours"); never shown itself. @default undefined */
  count?: number;
}

/** A sentence of `audit.sentences`, with the values it names and the count that picks its plural. */
export const sentence = (key: string, values?: AuditSentence['values'], count?: number): AuditSentence => ({
  key: `audit.sentences.${key}`,
  ...(values ? { values } : {}),
  ...(count === undefined ? {} : { count }),
});

/** What one action's sentences are made from: the entry's subject and its details. */
export interface AuditFacts {
  subject_id: string | null;
  details: Json;
}

/** What happened, then only what changed, the reason, the note. */
export interface AuditTold {
  summary: AuditSentence;
  sentences: AuditSentence[];
}

/** The sentences of one action, or null when its details are not the shape this client knows. */
export type DescribeAction = (facts: AuditFacts) => AuditTold | null;

export const amount = (value: string, currency: Currency): AuditValue => ({
  type: 'amount',
  value,
  currency,
});
export const num = (value: string | number): AuditValue => ({ type: 'number', value: String(value) });
export const identifier = (value: string | number): AuditValue => ({
  type: 'identifier',
  value: String(value),
});
export const text = (value: string): AuditValue => ({ type: 'text', value });
export const word = (key: string): AuditValue => ({ type: 'word', key });
export const date = (value: string): AuditValue => ({ type: 'date', value });
/** A currency's name in the operator's language ("Toman", "تومان"). */
export const currencyWord = (currency: Currency): AuditValue => word(`wallet.currencies.${currency}`);

export type Json = Record<string, unknown>;

export function isRecord(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A detail the server wrote as a string or a number (ids are either), as text; undefined otherwise. */
export function textOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** A detail that must be a decimal (an amount, "92000.000000"); undefined for anything else. */
export function decimalOf(value: unknown): string | undefined {
  const written = textOf(value);
  return written !== undefined && /^-?\d+(\.\d+)?$/.test(written) ? written : undefined;
}

/** Whether two decimals are the same number, whatever their zeros ("92000.000000" and "92000"). */
export function sameDecimal(a: string, b: string): boolean {
  return compareDecimals(a, b) === 0;
}

/** The words someone typed, or undefined when there are none (null, missing, only spaces). */
export function wordsOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

/** A sentence for the words someone typed (`reason`, `note`...), when they typed any. */
export function said(key: string, value: unknown): AuditSentence[] {
  const words = wordsOf(value);
  return words === undefined ? [] : [sentence(key, { [key]: text(words) })];
}
