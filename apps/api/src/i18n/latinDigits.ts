import { digitsArToEn, digitsFaToEn } from '@persian-tools/persian-tools';

/** Persian and Arabic-Indic digits to ASCII, so "۰۰۱۲" and "0012" are the same input. */
export function latinDigits(value: string): string {
  return digitsArToEn(digitsFaToEn(value));
}
