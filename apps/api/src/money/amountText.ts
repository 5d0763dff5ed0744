import type { FieldMessage } from '../errors/DomainError.js';

/**
 * The one rule for amounts people send, the contract's own (schemas `IrtAmount`, `UsdtAmount`, `Amount`):
 * a plain decimal, no sign, no leading zeros, no exponent, and no more whole digits than the largest amount
 * the desk books (15 for Toman: a quadrillion less one; 12 for Tether), well inside what the ledger holds.
 * JSON bodies are held to it by validation, multipart forms (which validation does not read) by
 * `amountTextProblem`. test/money/amountText.test.ts checks these patterns against openapi.yaml.
 */
export const AMOUNT_PATTERNS = {
  IrtAmount: '^(0|[1-9][0-9]{0,14})$',
  UsdtAmount: '^(0|[1-9][0-9]{0,11})(\\.[0-9]{1,6})?$',
  Amount: '^(0|[1-9][0-9]{0,14})(\\.[0-9]{1,6})?$',
} as const;

export type AmountSchema = keyof typeof AMOUNT_PATTERNS;

const MAX_WHOLE_DIGITS: Record<AmountSchema, number> = { IrtAmount: 15, UsdtAmount: 12, Amount: 15 };

/** The contract's amount schema a validation pattern belongs to, if it is one. */
export function amountSchemaOfPattern(pattern: unknown): AmountSchema | undefined {
  return (Object.keys(AMOUNT_PATTERNS) as AmountSchema[]).find((name) => AMOUNT_PATTERNS[name] === pattern);
}

/** What is wrong with an amount's text, as a message key with its parameters; undefined when nothing is. */
export function amountTextProblem(text: string, schema: AmountSchema): FieldMessage | undefined {
  if (new RegExp(AMOUNT_PATTERNS[schema]).test(text)) return undefined;
  const digits = MAX_WHOLE_DIGITS[schema];
  // A number well formed but for its size is told its limit; anything else how to write an amount.
  const unbounded = new RegExp(AMOUNT_PATTERNS[schema].replace(/\{0,\d+\}/, '*'));
  return unbounded.test(text) ? ['validation.wholeDigits', { digits }] : 'validation.amountFormat';
}
