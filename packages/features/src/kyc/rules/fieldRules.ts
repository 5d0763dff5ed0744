// Not @sarraf/ui's normalizeDigits: these rules also run in Node unit tests, where ui's styles cannot load.
const PERSIAN_OR_ARABIC_DIGIT = /[\u06F0-\u06F9\u0660-\u0669]/g;

function latinDigits(text: string): string {
  return text.replace(PERSIAN_OR_ARABIC_DIGIT, (digit) => String(digit.charCodeAt(0) & 0xf));
}

/** Spec section 9: the longest full name, company name and signature holder name. */
export const MAX_NAME_LENGTH = 30;
/** Spec section 9: the longest company address. */
export const MAX_ADDRESS_LENGTH = 500;
/** Spec section 9: the youngest age allowed to verify. */
export const MINIMUM_AGE = 18;

/** A translation key of the kyc namespace naming what is wrong, or undefined when nothing is. */
export type RuleResult = string | undefined;

/** Latin digits, no spaces: people paste numbers in Persian digits and with spaces. */
export function cleanNumber(value: string): string {
  return latinDigits(value).replace(/\s+/g, '');
}

export function checkName(value: string, requiredKey: string, tooLongKey: string): RuleResult {
  const name = value.trim();
  if (!name) return requiredKey;
  return name.length > MAX_NAME_LENGTH ? tooLongKey : undefined;
}

/** Exactly `length` digits (any digit script); the checksum is the server's job. */
export function checkDigits(
  value: string,
  length: number,
  requiredKey: string,
  formatKey: string,
): RuleResult {
  const digits = cleanNumber(value);
  if (!digits) return requiredKey;
  return new RegExp(`^[0-9]{${length}}$`).test(digits) ? undefined : formatKey;
}

/** A phone number starting with its country code, e.g. +98 (the contract's Mobile pattern). */
export function checkMobile(value: string): RuleResult {
  const mobile = cleanNumber(value);
  if (!mobile) return 'validation.mobileRequired';
  return /^\+[1-9][0-9]{7,14}$/.test(mobile) ? undefined : 'validation.mobileCountryCode';
}

/** Drops the fields without a problem, so "no errors" is an empty object. */
export function onlyProblems<Field extends string>(
  results: Record<Field, RuleResult>,
): Partial<Record<Field, string>> {
  return Object.fromEntries(Object.entries(results).filter(([, key]) => key !== undefined)) as Partial<
    Record<Field, string>
  >;
}
