import { describe, expect, it } from 'vitest';
import { actionKeyFor, randomKey } from './actionKey';

describe('actionKeyFor', () => {
  let counter = 0;
  const newKey = () => `key-${(counter += 1)}`;

  it('keeps the key when the same values are sent again (a retry)', () => {
    const first = actionKeyFor(null, { amount: '100', iban: 'IR1' }, newKey);
    const again = actionKeyFor(first, { amount: '100', iban: 'IR1' }, newKey);
    expect(again.key).toBe(first.key);
  });

  it('makes a new key when any value changed (another action)', () => {
    const first = actionKeyFor(null, { amount: '100', iban: 'IR1' }, newKey);
    const changed = actionKeyFor(first, { amount: '101', iban: 'IR1' }, newKey);
    expect(changed.key).not.toBe(first.key);
  });

  it('tells files apart by identity, not by name', () => {
    const receipt = new File(['a'], 'receipt.jpg');
    const first = actionKeyFor(null, { receipt }, newKey);
    expect(actionKeyFor(first, { receipt }, newKey).key).toBe(first.key);
    expect(actionKeyFor(first, { receipt: new File(['b'], 'receipt.jpg') }, newKey).key).not.toBe(first.key);
  });
});

describe('randomKey', () => {
  it('is 32 hex characters (the contract asks for 8 to 128 of [A-Za-z0-9_-]) and differs each time', () => {
    const keys = new Set(Array.from({ length: 100 }, randomKey));
    expect(keys.size).toBe(100);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
  });
});
