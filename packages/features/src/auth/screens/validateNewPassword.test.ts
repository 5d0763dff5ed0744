import { describe, expect, it } from 'vitest';
import { validateNewPassword } from './validateNewPassword';

const set = { password: 'correct-horse', confirmation: 'correct-horse' };
const reset = { code: '482913', ...set };

describe('validateNewPassword (spec section 5)', () => {
  it('asks to fill all inputs on each empty field first', () => {
    expect(validateNewPassword({ password: '', confirmation: '' })).toEqual({
      password: 'validation.fillAll',
      confirmation: 'validation.fillAll',
    });
    expect(validateNewPassword({ ...reset, code: '', confirmation: ' ' })).toEqual({
      code: 'validation.fillAll',
      confirmation: 'validation.fillAll',
    });
  });

  it('asks for the current password in its own words when changing a password', () => {
    expect(validateNewPassword({ current: '', ...set })).toEqual({
      current: 'validation.currentPasswordRequired',
    });
    expect(validateNewPassword({ current: ' ', password: '', confirmation: '' })).toEqual({
      current: 'validation.currentPasswordRequired',
      password: 'validation.fillAll',
      confirmation: 'validation.fillAll',
    });
  });

  it('then wants a 6-digit code on the reset form', () => {
    expect(validateNewPassword({ ...reset, code: '12345' })).toEqual({ code: 'validation.otp' });
    expect(validateNewPassword({ ...reset, code: '12345a' })).toEqual({ code: 'validation.otp' });
    expect(validateNewPassword({ ...reset, code: '1234567' })).toEqual({ code: 'validation.otp' });
  });

  it('then wants at least 8 characters', () => {
    expect(validateNewPassword({ password: '1234567', confirmation: '1234567' })).toEqual({
      password: 'validation.passwordTooShort',
    });
    expect(validateNewPassword({ password: '12345678', confirmation: '12345678' })).toEqual({});
  });

  it('then says "Passwords must be same!" on the confirmation', () => {
    expect(validateNewPassword({ ...set, confirmation: 'correct-horsf' })).toEqual({
      confirmation: 'validation.passwordMismatch',
    });
    expect(validateNewPassword({ ...reset, confirmation: 'other-password' })).toEqual({
      confirmation: 'validation.passwordMismatch',
    });
  });

  it('passes complete forms', () => {
    expect(validateNewPassword(set)).toEqual({});
    expect(validateNewPassword(reset)).toEqual({});
    expect(validateNewPassword({ current: 'one-time-Pa55', ...set })).toEqual({});
  });
});
