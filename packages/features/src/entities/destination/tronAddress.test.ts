import { describe, expect, it } from 'vitest';
import { addressProblem, addressProblemWhileTyping, cleanAddress, isTronAddress } from './tronAddress';

const VALID = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

describe('isTronAddress', () => {
  it('accepts a TRON address', () => {
    expect(isTronAddress(VALID)).toBe(true);
    expect(isTronAddress('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(true);
  });

  it('refuses a one-character typo through the checksum', () => {
    expect(isTronAddress('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSF')).toBe(false);
  });

  it('refuses other chains and other shapes', () => {
    for (const text of [
      '0x742d35Cc6634C0532925a3b844Bc454e4438f44e',
      '1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2',
      'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLS',
      'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLS0',
      '',
    ]) {
      expect(isTronAddress(text)).toBe(false);
    }
  });
});

describe('addressProblem', () => {
  it('takes an address pasted with spaces and a line break', () => {
    expect(cleanAddress(` ${VALID}\n`)).toBe(VALID);
    expect(addressProblem(` ${VALID}\n`)).toBeUndefined();
  });

  it('names an empty and a wrong address', () => {
    expect(addressProblem('  ')).toBe('validation.addressRequired');
    expect(addressProblem('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSF')).toBe('validation.addressInvalid');
  });
});

describe('addressProblemWhileTyping', () => {
  it('waits while a TRON address is still being typed', () => {
    expect(addressProblemWhileTyping('TQn9Y2kh')).toBeUndefined();
    expect(addressProblemWhileTyping('')).toBeUndefined();
    expect(addressProblemWhileTyping(VALID)).toBeUndefined();
  });

  it('says at once what more typing cannot fix', () => {
    expect(addressProblemWhileTyping('0x742d')).toBe('validation.addressInvalid');
    expect(addressProblemWhileTyping('TQn0')).toBe('validation.addressInvalid');
    expect(addressProblemWhileTyping('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSF')).toBe('validation.addressInvalid');
  });
});
