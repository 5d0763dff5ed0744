import { describe, expect, it } from 'vitest';
import { ApiError } from './ApiError';
import { buildErrorText, UNEXPECTED_ERROR_TEXT } from './buildErrorText';

describe('buildErrorText (spec section 8)', () => {
  it('joins the messages of one key with commas', () => {
    expect(buildErrorText({ errors: { email: ['Required', 'Must be an email'] } })).toBe(
      'Required, Must be an email',
    );
  });

  it('joins key groups with " | "', () => {
    expect(buildErrorText({ errors: { email: ['Bad email'], password: ['Too short', 'Too common'] } })).toBe(
      'Bad email | Too short, Too common',
    );
  });

  it('puts the message first, then " | ", then the errors, when both exist', () => {
    expect(
      buildErrorText({ message: 'Invalid input', errors: { email: ['Bad email'], code: ['Wrong code'] } }),
    ).toBe('Invalid input | Bad email | Wrong code');
  });

  it('gives only the message when there are no errors', () => {
    expect(buildErrorText({ message: 'Too many attempts' })).toBe('Too many attempts');
    expect(buildErrorText({ message: 'Too many attempts', errors: {} })).toBe('Too many attempts');
  });

  it('falls back to the spec text, spelling included, when there is neither', () => {
    expect(buildErrorText({})).toBe('An unexpected error occured!');
    expect(UNEXPECTED_ERROR_TEXT).toBe('An unexpected error occured!');
    expect(buildErrorText(undefined)).toBe(UNEXPECTED_ERROR_TEXT);
    expect(buildErrorText(new TypeError('Failed to fetch'))).toBe(UNEXPECTED_ERROR_TEXT);
    expect(buildErrorText({ message: '', errors: { email: [] } })).toBe(UNEXPECTED_ERROR_TEXT);
  });

  it('uses the translated fallback it is given', () => {
    expect(buildErrorText(null, 'خطای غیرمنتظره‌ای رخ داد!')).toBe('خطای غیرمنتظره‌ای رخ داد!');
  });

  it('reads the body of an ApiError', () => {
    const error = new ApiError(422, { message: 'Invalid', errors: { email: ['Taken'] } });
    expect(buildErrorText(error)).toBe('Invalid | Taken');
  });

  it('ignores malformed error entries instead of printing them', () => {
    expect(buildErrorText({ message: 'Oops', errors: { email: 'not a list', code: ['Wrong'] } })).toBe(
      'Oops | Wrong',
    );
  });
});
