/** How long a passkey's name may be, after trimming (the server's rule and the table's CHECK). */
export const PASSKEY_NAME_MAX = 64;

/** The client rule of a passkey's name: a message key (namespace `security`) unless 1 to 64 characters. */
export function passkeyNameProblem(name: string): string | undefined {
  const trimmed = name.trim();
  return trimmed.length < 1 || trimmed.length > PASSKEY_NAME_MAX ? 'passkeys.name.required' : undefined;
}
