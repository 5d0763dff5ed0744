import { getShebaInfo, isShebaValid } from '@persian-tools/persian-tools';
import { latinDigits } from '../../i18n/latinDigits.js';
import type { Locale } from '../../db/schema.js';

/**
 * An IBAN as people paste it ("IR82 0540 1026 8002 0817 9090 02", lower case, Persian or Arabic digits,
 * the 24 digits without IR) in the one form the contract and the database hold: `IR` and 24 digits.
 * Returns null when it cannot be one.
 */
export function normalizeIban(input: string): string | null {
  const compact = latinDigits(input)
    .replace(/[\s\u200c\u200e\u200f-]/g, '')
    .toUpperCase();
  const withPrefix = /^[0-9]{24}$/.test(compact) ? `IR${compact}` : compact;
  return /^IR[0-9]{24}$/.test(withPrefix) ? withPrefix : null;
}

/** The bank an IBAN names, when it passes the ISO 7064 check and its code is a known Iranian bank. */
function bankOf(iban: string) {
  if (!isShebaValid(iban)) return null;
  try {
    const info = getShebaInfo(iban);
    // A bank code the library does not know comes back empty (or, in some versions, throws).
    return info?.name && info.persianName ? info : null;
  } catch {
    return null;
  }
}

/** Whether an `IR` + 24 digits IBAN passes the ISO 7064 check and names a known Iranian bank. */
export function isValidIban(iban: string): boolean {
  return bankOf(iban) !== null;
}

/** The bank of a valid IBAN in the reader's language; null when the code is not a known bank. */
export function bankNameOf(iban: string, locale: Locale): string | null {
  const info = bankOf(iban);
  if (!info) return null;
  return locale === 'fa' ? info.persianName : englishBankName(info.name);
}

/**
 * The library names most banks "X Bank" but two bare ("Melli", "Keshavarzi"): every bank is named the one
 * way in English ("Melli Bank"), as the client's `bankOfIban` names them too.
 */
function englishBankName(name: string): string {
  return /\b(Bank|Institute|Institution)\b/.test(name) ? name : `${name} Bank`;
}
