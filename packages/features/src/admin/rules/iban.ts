import { parseDigits } from '@sarraf/ui/format';

/**
 * An IBAN as people paste it ("IR82 0540 1026 8002 0817 9090 02", lower case, Persian digits, the 24
 * digits without IR) in the one form the contract holds: `IR` and 24 digits. Anything else is returned
 * trimmed, for the rules to refuse.
 */
export function normalizeIban(input: string): string {
  const compact = parseDigits(input)
    .replace(/[\s\u200c\u200e\u200f-]/g, '')
    .toUpperCase();
  return /^[0-9]{24}$/.test(compact) ? `IR${compact}` : compact;
}

/** `IR` and 24 digits: the contract's Iban pattern. */
export function isIbanShape(iban: string): boolean {
  return /^IR[0-9]{24}$/.test(iban);
}

/**
 * The ISO 13616 check (mod 97 of the digits with the country moved to the end): catches a mistyped or
 * swapped digit before the server sees it. Whether the bank code is a known bank stays the server's word.
 */
export function hasValidIbanChecksum(iban: string): boolean {
  if (!isIbanShape(iban)) return false;
  // I = 18, R = 27: the letters of the country code as ISO 13616 numbers them.
  const rearranged = `${iban.slice(4)}1827${iban.slice(2, 4)}`;
  return BigInt(rearranged) % 97n === 1n;
}
