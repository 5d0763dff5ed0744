/**
 * Characters that may not reach a stored name: C0/C1 controls and DEL (NUL breaks PostgreSQL text, a line
 * break breaks headers and logs), the bidirectional overrides and isolates that make "gpj.exe" read as
 * "exe.jpg", and U+FFFD, which only stands for bytes that were not UTF-8. The zero-width non-joiner of
 * Persian names (U+200C) is kept.
 */
// eslint-disable-next-line no-control-regex -- controls are exactly what is refused
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069\ufffd]/g;
const MAX_CHARACTERS = 255;

/**
 * The client's file name as it is kept and later offered back on download: unsafe characters become "_",
 * at most 255 characters (never splitting a surrogate pair), and the field's name when nothing is left.
 * The multipart parser has already dropped any directory part.
 */
export function originalName(filename: string | undefined, field: string): string {
  const clean = Array.from((filename ?? '').replace(UNSAFE, '_').trim())
    .slice(0, MAX_CHARACTERS)
    .join('')
    .trim();
  return clean || field;
}
