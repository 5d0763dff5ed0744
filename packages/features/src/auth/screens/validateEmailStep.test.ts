import { describe, expect, it } from 'vitest';
import { ApiError } from '../../shared/errors/ApiError';
import { signUpFailureText } from './signUpFailureText';
import { validateEmailStep } from './validateEmailStep';
import { isValidOtp } from './validateOtp';

describe('validateEmailStep (spec section 5)', () => {
  it('says "Please enter a valid email address!" for an empty or malformed email', () => {
    expect(validateEmailStep('')).toEqual({ email: 'validation.email' });
    expect(validateEmailStep('   ')).toEqual({ email: 'validation.email' });
    expect(validateEmailStep('sara@example')).toEqual({ email: 'validation.email' });
  });

  it('passes an ordinary address', () => {
    expect(validateEmailStep(' sara@example.com ')).toEqual({});
  });
});

describe('isValidOtp (spec section 5)', () => {
  it('accepts exactly six Latin digits', () => {
    expect(isValidOtp('482913')).toBe(true);
    expect(isValidOtp('000000')).toBe(true);
  });

  it('refuses shorter, longer, spaced or non-numeric codes', () => {
    expect(isValidOtp('48291')).toBe(false);
    expect(isValidOtp('4829130')).toBe(false);
    expect(isValidOtp('482 91')).toBe(false);
    expect(isValidOtp('48291a')).toBe(false);
    expect(isValidOtp('۴۸۲۹۱۳')).toBe(false);
  });
});

describe('signUpFailureText (spec section 8, registration failure)', () => {
  const fallback = 'خطا در ثبت‌نام';

  it('joins the server errors: commas within a field, " | " between fields, without the message', () => {
    const error = new ApiError(422, {
      message: 'The given data was invalid.',
      errors: { email: ['The email is invalid.', 'The email is too long.'], ref_code: ['Unknown code.'] },
    });
    expect(signUpFailureText(error, fallback)).toBe(
      'The email is invalid., The email is too long. | Unknown code.',
    );
  });

  it('falls back to the default without field errors', () => {
    expect(signUpFailureText(new ApiError(429, { message: 'Too many requests.' }), fallback)).toBe(fallback);
    expect(signUpFailureText(new ApiError(500, { message: 'Server Error', errors: {} }), fallback)).toBe(
      fallback,
    );
    expect(signUpFailureText(new TypeError('Failed to fetch'), fallback)).toBe(fallback);
  });
});
