/** How many characters of a key or code are shown together: short enough to read, type and compare. */
const GROUP_SIZE = 4;

/**
 * The authenticator key as people type it by hand: groups of four (`JBSW Y3DP EHPK 3PXP ...`). Apps take
 * it with or without the spaces; the copy button copies it whole, without them.
 */
export function keyGroups(secret: string): string[] {
  const clean = secret.replace(/\s/g, '');
  return clean.match(new RegExp(`.{1,${GROUP_SIZE}}`, 'g')) ?? [];
}

/** The recovery codes as one text: one code a line, to paste or save. */
export function recoveryCodesText(codes: readonly string[]): string {
  return codes.join('\n');
}

/** What the saved file holds: a short heading in the person's language, then the codes, one a line. */
export function recoveryCodesFile(heading: readonly string[], codes: readonly string[]): string {
  return `${[...heading, '', recoveryCodesText(codes)].join('\n')}\n`;
}

/** The saved file's name: the same in every language, as it is what a person searches their files for. */
export const RECOVERY_CODES_FILE_NAME = 'sarraf-recovery-codes.txt';
