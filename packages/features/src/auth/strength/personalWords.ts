/**
 * What an attacker knows about the person, as zxcvbn user inputs: the email and its part before the `@`
 * (people build passwords from their user name far more often than from the whole address).
 */
export function personalWords(email: string | undefined): string[] {
  if (!email) return [];
  const name = email.split('@')[0] ?? '';
  return name && name !== email ? [email, name] : [email];
}
