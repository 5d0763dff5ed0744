import { describe, expect, it } from 'vitest';
import { fieldsSayEverything } from './errorSummaryItems';

const passwordForm = { current_password: 'current', password: 'password' };

describe('fieldsSayEverything', () => {
  it('lets field messages speak alone when every one lands on a field of the form', () => {
    expect(fieldsSayEverything({ password: ['too common'] }, passwordForm)).toBe(true);
    expect(fieldsSayEverything({ current_password: ['wrong'], password: ['too common'] }, passwordForm)).toBe(
      true,
    );
  });

  it('keeps the general message when a field error has nowhere to show, or there is none', () => {
    expect(fieldsSayEverything({ email: ['taken'], password: ['too common'] }, passwordForm)).toBe(false);
    expect(fieldsSayEverything({}, passwordForm)).toBe(false);
    expect(fieldsSayEverything(undefined, passwordForm)).toBe(false);
  });
});
