import { describe, expect, it } from 'vitest';
import { readCodeStepState } from './codeStepState';

describe('readCodeStepState', () => {
  it('reads what the email step handed over', () => {
    expect(readCodeStepState({ email: 'sara@example.com', resendIn: 120, refCode: 'SARA42' })).toEqual({
      email: 'sara@example.com',
      resendIn: 120,
      refCode: 'SARA42',
    });
  });

  it('is null when the page was opened directly (no state or no email)', () => {
    expect(readCodeStepState(null)).toBeNull();
    expect(readCodeStepState(undefined)).toBeNull();
    expect(readCodeStepState({ resendIn: 120 })).toBeNull();
    expect(readCodeStepState({ email: '', resendIn: 120 })).toBeNull();
  });

  it('treats a missing or odd countdown as "resend now" and an empty referral as none', () => {
    expect(readCodeStepState({ email: 'sara@example.com', resendIn: -3, refCode: '' })).toEqual({
      email: 'sara@example.com',
      resendIn: 0,
      refCode: null,
    });
    expect(readCodeStepState({ email: 'sara@example.com' })).toEqual({
      email: 'sara@example.com',
      resendIn: 0,
      refCode: null,
    });
  });
});
