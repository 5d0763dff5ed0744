// Extended Arabic-Indic (Persian keyboards) and Arabic-Indic (Arabic keyboards) code points for 0.
const PERSIAN_ZERO = 0x06f0;
const ARABIC_ZERO = 0x0660;
const NON_LATIN_DIGIT = /[\u06F0-\u06F9\u0660-\u0669]/g;

/**
 * Replaces Persian (۰-۹) and Arabic-Indic (٠-٩) digits with Latin digits (0-9) and leaves every
 * other character alone. Servers and validators only accept Latin digits, while Persian users
 * type or paste the others.
 */
export function normalizeDigits(text: string): string {
  return text.replace(NON_LATIN_DIGIT, (digit) => {
    const code = digit.charCodeAt(0);
    const zero = code >= PERSIAN_ZERO ? PERSIAN_ZERO : ARABIC_ZERO;
    return String(code - zero);
  });
}
