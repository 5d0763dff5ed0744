import { describe, expect, it } from 'vitest';
import { isOwnProposal, toTreasuryMoveRequest, validateTreasuryMove } from './treasuryMoveRules';

const proposal = {
  currency: 'USDT',
  direction: 'in',
  amount: '2500',
  note: 'Bought from the provider',
} as const;

describe('a treasury move proposal', () => {
  it('needs an amount above zero', () => {
    expect(validateTreasuryMove({ ...proposal, amount: '' }).amount).toBe(
      'treasury.validation.amountRequired',
    );
    expect(validateTreasuryMove({ ...proposal, amount: '0' }).amount).toBe(
      'treasury.validation.amountPositive',
    );
    expect(validateTreasuryMove({ ...proposal, amount: '0.000' }).amount).toBe(
      'treasury.validation.amountPositive',
    );
    expect(validateTreasuryMove(proposal)).toEqual({});
  });

  it('needs a note of at most 500 characters, not spaces only', () => {
    expect(validateTreasuryMove({ ...proposal, note: '   ' }).note).toBe('treasury.validation.noteRequired');
    expect(validateTreasuryMove({ ...proposal, note: 'x'.repeat(501) }).note).toBe(
      'treasury.validation.noteTooLong',
    );
    // Counted in characters: 500 emoji are 500, not 1,000 UTF-16 units.
    expect(validateTreasuryMove({ ...proposal, note: '💵'.repeat(500) })).toEqual({});
  });

  it('is sent in the contract form: the amount without trailing zeros, the note trimmed', () => {
    expect(toTreasuryMoveRequest({ ...proposal, amount: '2500.500', note: '  why  ' })).toEqual({
      currency: 'USDT',
      direction: 'in',
      amount: '2500.5',
      note: 'why',
    });
  });
});

describe('who may decide a move', () => {
  const move = { proposed_by: { id: 7 } };
  it('is never the operator who proposed it', () => {
    expect(isOwnProposal(move, 7)).toBe(true);
    expect(isOwnProposal(move, 8)).toBe(false);
    expect(isOwnProposal(move, undefined)).toBe(false);
  });
});
