import { describe, expect, it } from 'vitest';
import { PASSKEY_NAME_MAX, passkeyNameProblem } from './passkeyName';

describe('passkeyNameProblem', () => {
  it('takes 1 to 64 characters after trimming, Persian included', () => {
    expect(passkeyNameProblem('  گوشی من  ')).toBeUndefined();
    expect(passkeyNameProblem('x'.repeat(PASSKEY_NAME_MAX))).toBeUndefined();
  });

  it('refuses an empty, blank or too long name', () => {
    expect(passkeyNameProblem('')).toBe('passkeys.name.required');
    expect(passkeyNameProblem('   ')).toBe('passkeys.name.required');
    expect(passkeyNameProblem('x'.repeat(PASSKEY_NAME_MAX + 1))).toBe('passkeys.name.required');
  });
});
