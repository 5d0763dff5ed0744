export type FileSizeUnit = 'byte' | 'kilobyte' | 'megabyte';

const KILOBYTE = 1024;
const MEGABYTE = 1024 * 1024;

/**
 * A file size in the largest unit that keeps it at 1 or more, with at most one decimal (rounded: a size is
 * an approximation, never money). The caller writes the number in the reader's digits and names the unit.
 */
export function fileSizeParts(bytes: number): { amount: string; unit: FileSizeUnit } {
  if (bytes < KILOBYTE) return { amount: String(Math.max(0, Math.round(bytes))), unit: 'byte' };
  const [divisor, unit]: [number, FileSizeUnit] =
    bytes < MEGABYTE ? [KILOBYTE, 'kilobyte'] : [MEGABYTE, 'megabyte'];
  const tenths = Math.round((bytes / divisor) * 10);
  // 1023.96 KB rounds to 1024.0: say 1 MB instead.
  if (unit === 'kilobyte' && tenths >= KILOBYTE * 10) return { amount: '1', unit: 'megabyte' };
  const whole = Math.floor(tenths / 10);
  const tenth = tenths % 10;
  return { amount: tenth === 0 ? String(whole) : `${whole}.${tenth}`, unit };
}
