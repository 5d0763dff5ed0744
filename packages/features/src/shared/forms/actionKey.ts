/**
 * The `Idempotency-Key` of a user action that moves money (openapi.yaml conventions): one key per action,
 * the same key when that action is sent again (a retry after a timeout, a second tap that got through), a
 * new one once the person asks for something else (any value changed) or the last one was accepted.
 */
export interface ActionKey<Values> {
  key: string;
  values: Values;
}

/** 128 random bits as hex: also where `crypto.randomUUID` is missing (a page not served over https). */
export function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Values are the same action when every field is the same value (a File by identity, not by name). */
function sameValues<Values extends object>(a: Values, b: Values): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<keyof Values>;
  for (const key of keys) if (!Object.is(a[key], b[key])) return false;
  return true;
}

/** The key to send `values` with, given the key of the last attempt that was not accepted (if any). */
export function actionKeyFor<Values extends object>(
  previous: ActionKey<Values> | null,
  values: Values,
  newKey: () => string = randomKey,
): ActionKey<Values> {
  if (previous && sameValues(previous.values, values)) return previous;
  return { key: newKey(), values };
}
