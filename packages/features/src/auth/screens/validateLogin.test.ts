import { describe, expect, it } from 'vitest';
import { isValidEmail, validateLogin } from './validateLogin';

const filled = { email: 'sara@example.com', password: 'correct horse', captcha: 'payload' };

describe('validateLogin (spec section 5)', () => {
  it('asks to fill all inputs on each empty field first', () => {
    expect(validateLogin({ email: '', password: '', captcha: null })).toEqual({
      email: 'validation.fillAll',
      password: 'validation.fillAll',
    });
    expect(validateLogin({ ...filled, password: '   ' })).toEqual({ password: 'validation.fillAll' });
  });

  it('then checks the email format', () => {
    expect(validateLogin({ ...filled, email: 'sara@example' })).toEqual({ email: 'validation.email' });
  });

  it('then requires the captcha', () => {
    expect(validateLogin({ ...filled, captcha: null })).toEqual({ captcha: 'validation.captchaRequired' });
  });

  it('passes a complete form', () => {
    expect(validateLogin(filled)).toEqual({});
  });

  it('accepts ordinary addresses and refuses obvious typos', () => {
    expect(isValidEmail(' first.last+tag@sub.example.ir ')).toBe(true);
    expect(isValidEmail('no-at-sign.example.com')).toBe(false);
    expect(isValidEmail('two@@example.com')).toBe(false);
    expect(isValidEmail('spa ce@example.com')).toBe(false);
  });
});
