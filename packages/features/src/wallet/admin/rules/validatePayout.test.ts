import { describe, expect, it } from 'vitest';
import { validateDepositHash, validatePayout } from './validatePayout';

const HASH = 'a3f1c9e2b7d84f0e9c6a5b4d3e2f1a0b9c8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f';

describe('validatePayout (marking a withdrawal paid)', () => {
  it('wants the bank tracking id of a Toman payout', () => {
    expect(validatePayout('IRT', { reference: '  ', note: '' })).toEqual({
      reference: 'wallet.validation.trackingIdRequired',
    });
    expect(validatePayout('IRT', { reference: '140312345678', note: '' })).toEqual({});
    expect(validatePayout('IRT', { reference: '1'.repeat(65), note: '' })).toEqual({
      reference: 'wallet.validation.trackingIdTooLong',
    });
  });

  it('wants the transaction hash of a Tether payout', () => {
    expect(validatePayout('USDT', { reference: '', note: '' })).toEqual({
      reference: 'wallet.validation.trxHashRequired',
    });
    expect(validatePayout('USDT', { reference: HASH, note: '' })).toEqual({});
    expect(validatePayout('USDT', { reference: 'f'.repeat(129), note: '' })).toEqual({
      reference: 'wallet.validation.trxHashTooLong',
    });
  });

  it('takes a note of up to 500 characters', () => {
    expect(validatePayout('IRT', { reference: '1', note: 'ا'.repeat(500) })).toEqual({});
    expect(validatePayout('IRT', { reference: '1', note: 'ا'.repeat(501) })).toEqual({
      note: 'wallet.validation.noteTooLong',
    });
  });
});

describe('validateDepositHash (crediting a Tether deposit)', () => {
  it('takes 64 hexadecimal characters, with or without 0x', () => {
    expect(validateDepositHash(HASH)).toBeUndefined();
    expect(validateDepositHash(`0x${HASH.toUpperCase()}`)).toBeUndefined();
    expect(validateDepositHash(`  ${HASH}  `)).toBeUndefined();
  });

  it('refuses an empty hash and anything else', () => {
    expect(validateDepositHash(' ')).toBe('wallet.validation.depositHashRequired');
    expect(validateDepositHash(HASH.slice(1))).toBe('wallet.validation.depositHashFormat');
    expect(validateDepositHash(`${HASH.slice(1)}g`)).toBe('wallet.validation.depositHashFormat');
  });
});
