/** How short and long an anti-phishing phrase may be, in characters, after trimming (as the server counts). */
export const PHRASE_MIN_LENGTH = 4;
export const PHRASE_MAX_LENGTH = 20;

/**
 * What the phrase may hold, as the server's rule (apps/api .../antiPhishing/phraseRule.ts): letters of any
 * script with their marks, the zero-width non-joiner Persian words need, digits, spaces and hyphens. No
 * punctuation, so the phrase can never read as a link or markup at the top of a mail.
 */
const ALLOWED = /^[\p{L}\p{M}\p{N}\u200c -]*$/u;

/** Why a phrase is refused: nothing typed, a character outside the rule, or too few or too many characters. */
export type PhraseProblem = 'empty' | 'notAllowed' | 'tooShort' | 'tooLong';

/** The phrase as the server keeps it: NFC, trimmed, a run of spaces as one. */
export function normalisePhrase(typed: string): string {
  return typed.normalize('NFC').trim().replace(/\s+/gu, ' ');
}

/**
 * What is wrong with a typed phrase, or null when the server will take it. Characters are counted as the
 * server counts them (code points of the normalised phrase), so the client never refuses what it accepts
 * nor sends what it refuses.
 */
export function phraseProblem(typed: string): PhraseProblem | null {
  const phrase = normalisePhrase(typed);
  if (phrase === '') return 'empty';
  if (!ALLOWED.test(phrase)) return 'notAllowed';
  const length = [...phrase].length;
  if (length < PHRASE_MIN_LENGTH) return 'tooShort';
  if (length > PHRASE_MAX_LENGTH) return 'tooLong';
  return null;
}
