import { describe, expect, it } from 'vitest';
import { MAX_REASON_LENGTH, validateReason } from './validateReason';

describe('validateReason (ReasonRequest: 1..500 characters)', () => {
  it('accepts a reason the user can read', () => {
    expect(validateReason('تصویر کارت ملی خوانا نیست.')).toBeUndefined();
    expect(validateReason('x')).toBeUndefined();
  });

  it('refuses an empty reason or one of spaces only, as the server does', () => {
    expect(validateReason('')).toBe('verification.validation.reasonRequired');
    expect(validateReason('   \n ')).toBe('verification.validation.reasonRequired');
  });

  it('allows exactly 500 characters and refuses 501', () => {
    expect(validateReason('ا'.repeat(MAX_REASON_LENGTH))).toBeUndefined();
    expect(validateReason('ا'.repeat(MAX_REASON_LENGTH + 1))).toBe('verification.validation.reasonTooLong');
  });

  it('judges the length after trimming, since the trimmed text is what is sent', () => {
    expect(validateReason(`  ${'x'.repeat(MAX_REASON_LENGTH)}  `)).toBeUndefined();
  });

  it('counts characters, not UTF-16 units', () => {
    expect(validateReason('😀'.repeat(MAX_REASON_LENGTH))).toBeUndefined();
  });
});
