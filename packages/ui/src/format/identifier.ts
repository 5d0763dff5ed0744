import { normalizeDigits } from '../utils/normalizeDigits';

// Identifiers (IBANs, card and account numbers, addresses, hashes, tracking ids) follow the digit rule in
// ./README.md: Latin digits, left to right, isolated from the sentence, in both languages.

/** Characters of the default group: four, as banks print an IBAN ("IR82 0540 1026 ..."). */
export const IDENTIFIER_GROUP_SIZE = 4;

/**
 * Whitespace (also no-break and zero-width spaces, a ZWNJ) and the invisible direction marks and
 * isolates (LRM, RLM, ALM, LRE...PDF, LRI...PDI) that a paste or a copy from a right-to-left page
 * brings along. None is part of an identifier.
 */
const NOT_PART = /[\s\u00AD\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/gu;

/** Left-to-right isolate and pop directional isolate: a run of text laid out on its own, left to right. */
const LRI = '\u2066';
const PDI = '\u2069';

/**
 * The identifier as it is compared and pasted: Latin digits (Persian ۰-۹ and Arabic ٠-٩ become 0-9),
 * no spaces, no invisible direction marks. Letters and every other character (a mask's `*`) are kept.
 */
export function toIdentifier(text: string): string {
  return normalizeDigits(text).replace(NOT_PART, '');
}

/**
 * The identifier in groups of `size` characters counted from its start, for reading and for wrapping
 * between groups ("IR82", "0540", ..., "02"). A `size` below 1 keeps it one group. Counts code points.
 */
export function groupIdentifier(text: string, size: number = IDENTIFIER_GROUP_SIZE): string[] {
  const chars = Array.from(toIdentifier(text));
  if (chars.length === 0) return [];
  if (size < 1) return [chars.join('')];
  const groups: string[] = [];
  for (let at = 0; at < chars.length; at += size) groups.push(chars.slice(at, at + size).join(''));
  return groups;
}

/**
 * An identifier inside a sentence that can only be a string (a radio's label, a dialog's text, an
 * accessible name): Latin digits, wrapped in a left-to-right isolate (U+2066 ... U+2069), so it reads
 * whole and in order in Persian text. Where an element may stand, use the `Identifier` component.
 */
export function isolateIdentifier(text: string): string {
  return `${LRI}${toIdentifier(text)}${PDI}`;
}
