import { getShebaInfo, isShebaValid } from '@persian-tools/persian-tools';
import { parseDigits } from '@sarraf/ui/format';

/** A bank's name in both languages of the app. */
export interface BankName {
  fa: string;
  en: string;
}

/** What a typed or pasted IBAN is so far. */
export type IbanCheck =
  | { status: 'empty' }
  /** Could still become an IBAN as more is typed. */
  | { status: 'incomplete' }
  /** Can never become an Iranian IBAN (other letters, too many digits). */
  | { status: 'format' }
  /** IR and 24 digits, but the check digits do not match: a typo. */
  | { status: 'checksum' }
  | { status: 'valid'; iban: string; bank: BankName | null };

const COMPLETE = /^IR[0-9]{24}$/;
// What a person may be halfway through typing: "I", "IR", "IR82...", or the digits alone.
const PARTIAL = /^(I|IR[0-9]{0,23}|[0-9]{1,23})$/;

/**
 * The IBAN in the contract's form (`IR` and 24 digits) from what people paste: spaces and dashes between
 * groups, a lower-case "ir", Persian or Arabic digits, direction marks copied from a banking app, a label
 * around it ("شبا: ..."), or the 24 digits without IR. Anything else is returned compacted, for the checks
 * to refuse.
 */
export function normalizeIban(text: string): string {
  const compact = parseDigits(text)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
  return /^[0-9]{24}$/.test(compact) ? `IR${compact}` : compact;
}

/**
 * The IBAN in groups of four, as banks print it: "IR82 0540 1026 8002 0817 9090 02", for plain text. On
 * screen use the ui `Identifier`, whose gaps are drawn, not typed, so a copy has no spaces.
 */
export function formatIban(iban: string): string {
  return iban.replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * The bank of a valid IBAN, from its bank code, in Persian and English; null for a code the table does
 * not know (the server's `bank_name` is then the only name).
 */
export function bankOfIban(iban: string): BankName | null {
  const info = getShebaInfo(iban);
  // An unknown bank code answers an empty object rather than null.
  if (!info?.persianName || !info.name) return null;
  return { fa: info.persianName, en: englishBankName(info.name) };
}

/**
 * The library names most banks "X Bank" but two bare ("Melli", "Keshavarzi"): every bank is named the one
 * way in English ("Melli Bank"), as the server's `bank_name` names them too.
 */
function englishBankName(name: string): string {
  return /\b(Bank|Institute|Institution)\b/.test(name) ? name : `${name} Bank`;
}

/** The Sheba check of spec section 3's saved IBAN: format first, then the ISO 7064 mod-97 check digits. */
export function checkIban(text: string): IbanCheck {
  const iban = normalizeIban(text);
  if (iban === '') return { status: 'empty' };
  if (PARTIAL.test(iban)) return { status: 'incomplete' };
  if (!COMPLETE.test(iban)) return { status: 'format' };
  if (!isShebaValid(iban)) return { status: 'checksum' };
  return { status: 'valid', iban, bank: bankOfIban(iban) };
}

/**
 * The message key (namespace `withdraw`) of an IBAN's problem once the person asks to go on; an
 * unfinished IBAN is then a format problem too.
 */
export function ibanProblem(check: IbanCheck): string | undefined {
  switch (check.status) {
    case 'empty':
      return 'validation.ibanRequired';
    case 'incomplete':
    case 'format':
      return 'validation.ibanFormat';
    case 'checksum':
      return 'validation.ibanChecksum';
    case 'valid':
      return undefined;
  }
}

/**
 * The problem to show while the person is still typing: only what more typing cannot fix, so a half-typed
 * IBAN is not called wrong.
 */
export function ibanProblemWhileTyping(check: IbanCheck): string | undefined {
  return check.status === 'format' || check.status === 'checksum' ? ibanProblem(check) : undefined;
}
