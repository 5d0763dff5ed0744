import { formatAmount, type DisplayLocale } from '@sarraf/ui/format';

/** The units a file's size is told in, smallest first; each is 1024 of the one before. */
export const FILE_SIZE_UNITS = ['bytes', 'kilobytes', 'megabytes', 'gigabytes'] as const;
export type FileSizeUnit = (typeof FILE_SIZE_UNITS)[number];

/**
 * A size in bytes as a person reads it: the largest unit it reaches, one decimal (cut, not rounded) below
 * 10 of that unit, whole numbers above, in the reader's digits: 48,213 bytes is "47" kilobytes, 1,532,904 is
 * "1.4" megabytes. Integer arithmetic: the tenths are counted, never a float's.
 */
export function fileSizeOf(bytes: number, locale: DisplayLocale): { value: string; unit: FileSizeUnit } {
  let unit = 0;
  let divisor = 1;
  while (unit < FILE_SIZE_UNITS.length - 1 && bytes >= divisor * 1024) {
    divisor *= 1024;
    unit += 1;
  }
  const tenths = Math.floor((bytes * 10) / divisor);
  const whole = Math.floor(tenths / 10);
  const text = unit === 0 || whole >= 10 ? String(whole) : `${whole}.${tenths % 10}`;
  return { value: formatAmount(text, { locale, maxDecimals: 1 }), unit: FILE_SIZE_UNITS[unit]! };
}
