import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors/ApiError';
import { invalidValues, noErrors, submitFailure, withoutFieldErrors } from './formErrors';

type Field = 'email' | 'password' | 'captcha';
const FIELDS: Field[] = ['email', 'password', 'captcha'];
const UNEXPECTED = 'An unexpected error occured!';

const fail = (error: unknown, extra = {}) =>
  submitFailure<Field>(error, { fields: FIELDS, unexpectedText: UNEXPECTED, ...extra });

describe('submitFailure (422 -> fields and summary, anything else -> spec section 8 text)', () => {
  it('puts a 422 on its fields and leads the summary with only what no field says', () => {
    const error = new ApiError(422, {
      message: 'The given data was invalid.',
      errors: { email: ['Bad email'], ref_code: ['Unknown code'] },
    });
    expect(fail(error)).toEqual({
      fieldErrors: { email: 'Bad email' },
      failure: 'The given data was invalid. | Unknown code',
      failureFields: ['email'],
    });
  });

  it("gives any other failure spec section 8's text and ties it to no field", () => {
    expect(fail(new ApiError(500, { message: 'Server Error' }))).toEqual({
      fieldErrors: {},
      failure: 'Server Error',
      failureFields: [],
    });
    expect(fail(new TypeError('Failed to fetch')).failure).toBe(UNEXPECTED);
    // A 422 naming no field of the form is said whole, as any failure.
    expect(fail(new ApiError(422, { message: 'Nope', errors: { other: ['Bad'] } })).failure).toBe(
      'Nope | Bad',
    );
  });

  it("uses fixed words for a refused field, and the form's own failure wording", () => {
    const error = new ApiError(422, { message: 'Wrong code', errors: { captcha: ['Wrong code'] } });
    const failure = fail(error, {
      fieldText: { captcha: 'Invalid verification code' },
      failureText: (_: unknown, { fieldErrors, allPlaced }: { fieldErrors: object; allPlaced: boolean }) =>
        allPlaced && 'captcha' in fieldErrors ? null : 'other',
    });
    expect(failure.fieldErrors).toEqual({ captcha: 'Invalid verification code' });
    expect(failure.failure).toBeNull();
  });
});

describe('errors go away with their cause', () => {
  it("drops a field's error when that field changes, and only that one", () => {
    const errors = invalidValues<Field>({
      email: 'Please fill all inputs!',
      password: 'Please fill all inputs!',
    });
    expect(withoutFieldErrors(errors, ['email']).fieldErrors).toEqual({
      password: 'Please fill all inputs!',
    });
  });

  it("drops a 422's failure with the last field it was about", () => {
    const errors = fail(
      new ApiError(422, { message: 'Invalid', errors: { email: ['Bad email'], password: ['Too common'] } }),
    );
    const afterEmail = withoutFieldErrors(errors, ['email']);
    expect(afterEmail.failure).toBe('Invalid');
    const afterBoth = withoutFieldErrors(afterEmail, ['password']);
    expect(afterBoth).toEqual(noErrors());
  });

  it('keeps a failure that no field caused (a server error) until the next submit', () => {
    const errors = { ...fail(new ApiError(500, { message: 'Server Error' })), fieldErrors: { email: 'x' } };
    expect(withoutFieldErrors(errors, ['email'])).toEqual({
      fieldErrors: {},
      failure: 'Server Error',
      failureFields: [],
    });
  });

  it('changes nothing when the field had no error', () => {
    const errors = fail(new ApiError(500, { message: 'Server Error' }));
    expect(withoutFieldErrors(errors, ['captcha'])).toBe(errors);
  });
});
