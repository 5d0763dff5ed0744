import { describe, expect, it } from 'vitest';
import { normalizeDigits } from './normalizeDigits';

describe('normalizeDigits', () => {
  it('turns every Persian digit into its Latin digit', () => {
    expect(normalizeDigits('۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789');
  });

  it('turns every Arabic-Indic digit into its Latin digit', () => {
    expect(normalizeDigits('٠١٢٣٤٥٦٧٨٩')).toBe('0123456789');
  });

  it('handles mixed scripts and keeps other characters unchanged', () => {
    expect(normalizeDigits('کد: ۱2٣ - abc')).toBe('کد: 123 - abc');
    expect(normalizeDigits('+۹۸ ۹۱۲')).toBe('+98 912');
  });

  it('leaves Latin digits and empty text unchanged', () => {
    expect(normalizeDigits('0123456789')).toBe('0123456789');
    expect(normalizeDigits('')).toBe('');
  });

  it('does not touch look-alike letters next to the digit blocks', () => {
    // U+06FA (Sindhi letter) and U+066A (Arabic percent sign) sit just after the digit ranges.
    expect(normalizeDigits('\u06FA\u066A')).toBe('\u06FA\u066A');
  });
});
