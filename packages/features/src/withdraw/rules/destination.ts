/** The destination choice that opens the new IBAN or address fields; otherwise it is a saved one's id. */
export const NEW_DESTINATION = 'new';

/**
 * The id of the chosen saved IBAN or address, or null for a new one. A choice that is no longer in the
 * list (deleted meanwhile, in another tab) is no choice.
 */
export function savedChoice(destination: string, savedIds: readonly number[]): number | null {
  if (destination === NEW_DESTINATION) return null;
  const id = Number(destination);
  return savedIds.includes(id) ? id : null;
}

/** Trimmed text of at most `limit` characters, or the problem's key. */
export function textProblem(
  value: string,
  { required, limit, requiredKey, tooLongKey }: TextRule,
): string | undefined {
  const text = value.trim();
  if (text === '') return required ? requiredKey : undefined;
  return [...text].length > limit ? tooLongKey : undefined;
}

interface TextRule {
  required: boolean;
  limit: number;
  requiredKey?: string;
  tooLongKey: string;
}
