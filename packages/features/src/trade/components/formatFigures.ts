import { formatAmount, type DisplayLocale } from '@sarraf/ui';

/**
 * A percentage as its reader writes it: the locale's digits and percent sign (۰٫۲۵٪ in fa, 0.25% in en),
 * up to the contract's 4 decimals of a Percent, never rounded.
 */
export function percentText(value: string, locale: DisplayLocale): string {
  // U+066A is the Persian percent sign, written after Persian digits.
  return `${formatAmount(value, { locale, maxDecimals: 4 })}${locale === 'fa' ? '\u066A' : '%'}`;
}

/** An amount and its currency in running text ("541.237 USDT", "۵۴۱٫۲۳۷ تتر"), truncated as spec section 5 says. */
export function amountText(amount: string, unit: string, locale: DisplayLocale): string {
  return `${formatAmount(amount, { locale })} ${unit}`;
}
