// The pure format helpers (no styles, no React): importable on their own as @sarraf/ui/format. The digit
// rule they follow (locale digits in text, Latin digits for identifiers) is in format/README.md.
export { maskText, maskPresets, type MaskTextOptions } from '../format/maskText';
export { toLocaleDigits, parseDigits, displayLocaleOf, type DisplayLocale } from '../format/localeDigits';
export {
  groupIdentifier,
  isolateIdentifier,
  toIdentifier,
  IDENTIFIER_GROUP_SIZE,
} from '../format/identifier';
export { formatDateTime, type FormatDateTimeOptions } from '../format/formatDateTime';
export {
  compareDecimals,
  formatAmount,
  isDecimal,
  signOfDecimal,
  toAmount,
  type FormatAmountOptions,
} from '../format/decimal';
export {
  fractionDigits,
  holdsMoreThanShown,
  minDecimal,
  subtractDecimals,
  truncateDecimals,
} from '../format/decimalArithmetic';
