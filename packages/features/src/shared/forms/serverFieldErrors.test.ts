import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors/ApiError';
import { fieldOf, serverFieldErrors, unplacedErrors } from './serverFieldErrors';

const refusal = (errors: Record<string, string[]>, message = 'The given data was invalid.') =>
  new ApiError(422, { message, errors });

describe("serverFieldErrors (a 422 on the form's fields)", () => {
  it("joins each field's messages with commas (spec section 8)", () => {
    expect(serverFieldErrors(refusal({ email: ['Bad format', 'Too long'] }), ['email'])).toEqual({
      email: 'Bad format, Too long',
    });
  });

  it('renames server fields through a table and leaves out those the form lacks', () => {
    const error = refusal({ password_confirmation: ['Must match'], ref_code: ['Unknown'] });
    expect(serverFieldErrors(error, { password_confirmation: 'confirmation' })).toEqual({
      confirmation: 'Must match',
    });
    expect(unplacedErrors(error, { password_confirmation: 'confirmation' })).toEqual({
      ref_code: ['Unknown'],
    });
  });

  it('places names built from data through a function', () => {
    const error = refusal({ 'signature_holders[1][mobile]': ['Needs +98'], address: ['Too long'] });
    const holders = (name: string) => (name.startsWith('signature_holders[') ? name : undefined);
    expect(serverFieldErrors(error, holders)).toEqual({ 'signature_holders[1][mobile]': 'Needs +98' });
  });

  it('places nothing for anything but a 422', () => {
    const conflict = new ApiError(409, { message: 'In review', errors: { email: ['Taken'] } });
    expect(serverFieldErrors(conflict, ['email'])).toEqual({});
    expect(serverFieldErrors(new TypeError('Failed to fetch'), ['email'])).toEqual({});
    expect(unplacedErrors(conflict, [])).toEqual({});
  });

  it('does not take inherited names for fields', () => {
    expect(fieldOf({ email: 'email' }, 'toString')).toBeUndefined();
    expect(fieldOf(['email'], 'email')).toBe('email');
  });
});
