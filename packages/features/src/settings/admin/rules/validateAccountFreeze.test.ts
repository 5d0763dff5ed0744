import { describe, expect, it } from 'vitest';
import { MAX_FREEZE_NOTE_LENGTH, toAccountFreeze, validateAccountFreeze } from './validateAccountFreeze';

const KEY = 'settings.accountFreeze.validation';

describe("stopping an account's withdrawals or trading (the request the operator sends)", () => {
  it('needs an email, a choice of what to stop, and a note', () => {
    expect(validateAccountFreeze({ email: '', what: null, note: '' })).toEqual({
      email: `${KEY}.emailRequired`,
      what: `${KEY}.whatRequired`,
      note: `${KEY}.noteRequired`,
    });
  });

  it('refuses a note of spaces only, as the server does', () => {
    expect(validateAccountFreeze({ email: 'sara@example.com', what: 'trading', note: ' \n ' })).toEqual({
      note: `${KEY}.noteRequired`,
    });
  });

  it('counts the note in characters, up to the contract limit of 500', () => {
    const emoji = '🙂'.repeat(MAX_FREEZE_NOTE_LENGTH);
    expect(validateAccountFreeze({ email: 'sara@example.com', what: 'withdrawals', note: emoji })).toEqual(
      {},
    );
    expect(
      validateAccountFreeze({ email: 'sara@example.com', what: 'withdrawals', note: `${emoji}.` }),
    ).toEqual({ note: `${KEY}.noteTooLong` });
  });

  it('sends what was typed without the spaces around it', () => {
    expect(
      toAccountFreeze({ email: ' sara@example.com ', what: 'trading', note: ' Unusual trades. ' }),
    ).toEqual({ email: 'sara@example.com', what: 'trading', note: 'Unusual trades.' });
  });
});
