export { formatAmount, type FormatAmountOptions } from '../format/formatAmount';
export { maskText, maskPresets, type MaskTextOptions } from '../format/maskText';
export { toLocaleDigits, parseDigits, displayLocaleOf, type DisplayLocale } from '../format/localeDigits';
export { formatDateTime, type FormatDateTimeOptions } from '../format/formatDateTime';
export { signOfDecimal } from '../format/decimal';
