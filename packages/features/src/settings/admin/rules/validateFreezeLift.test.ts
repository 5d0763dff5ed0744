import { describe, expect, it } from 'vitest';
import { MAX_NOTE_LENGTH, toFreezeLift, validateFreezeLift } from './validateFreezeLift';

const KEY = 'settings.withdrawalFreeze.validation';

describe('opening withdrawals again (the request the operator sends)', () => {
  it('needs an email and a note', () => {
    expect(validateFreezeLift({ email: '', note: '' })).toEqual({
      email: `${KEY}.emailRequired`,
      note: `${KEY}.noteRequired`,
    });
  });

  it('refuses a note of spaces only, as the server does', () => {
    expect(validateFreezeLift({ email: 'sara@example.com', note: '  \n ' })).toEqual({
      note: `${KEY}.noteRequired`,
    });
  });

  it('counts a note in characters, up to the contract limit', () => {
    const emoji = '🙂'.repeat(MAX_NOTE_LENGTH);
    expect(validateFreezeLift({ email: 'sara@example.com', note: emoji })).toEqual({});
    expect(validateFreezeLift({ email: 'sara@example.com', note: `${emoji}.` })).toEqual({
      note: `${KEY}.noteTooLong`,
    });
  });

  it('sends what was typed without the spaces around it', () => {
    expect(toFreezeLift({ email: ' sara@example.com ', note: ' Called her back. ' })).toEqual({
      email: 'sara@example.com',
      note: 'Called her back.',
    });
  });
});

describe('letting a person trade again', () => {
  it("is refused in the trading card's words", () => {
    expect(validateFreezeLift({ email: ' ', note: '' }, 'tradingFreeze')).toEqual({
      email: 'settings.tradingFreeze.validation.emailRequired',
      note: 'settings.tradingFreeze.validation.noteRequired',
    });
  });
});
