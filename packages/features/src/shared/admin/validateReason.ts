/** The contract's ReasonRequest: 1 to 500 characters; the server also refuses a reason of spaces only. */
export const MAX_REASON_LENGTH = 500;

/** A translation key of the admin namespace naming what is wrong, or undefined when the reason can be sent. */
export function validateReason(reason: string): string | undefined {
  const text = reason.trim();
  if (!text) return 'verification.validation.reasonRequired';
  // Counted in characters as the server's schema check counts them, not UTF-16 units (an emoji is one).
  return [...text].length > MAX_REASON_LENGTH ? 'verification.validation.reasonTooLong' : undefined;
}
