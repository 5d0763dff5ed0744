/**
 * What an anti-phishing phrase may hold: letters of any script (with their marks and the zero-width
 * non-joiner Persian words need), digits, spaces and hyphens. No punctuation, so the phrase can never read as
 * a link or markup at the top of a mail.
 */
const PHRASE = /^[\p{L}\p{M}\p{N}\u200c -]{4,20}$/u;

/** The phrase as it will be kept (NFC, trimmed, runs of spaces as one), or null when it breaks the rule. */
export function normalisePhrase(typed: string): string | null {
  const phrase = typed.normalize('NFC').trim().replace(/\s+/gu, ' ');
  return PHRASE.test(phrase) ? phrase : null;
}
