import { dictionary } from '@zxcvbn-ts/language-common';

// zxcvbn-ts's list of common passwords (about 49,000, most frequent first), bundled with the server so the
// check needs no network: OWASP ASVS 6.2.4 asks for at least the top 3,000.
let common: Set<string> | undefined;

/** Whether the password (compared case-insensitively, spaces trimmed) is on the common-password list. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common'].map((entry) => String(entry).toLowerCase()));
  return common.has(password.trim().toLowerCase());
}
