import { describe, expect, it } from 'vitest';
import { toPersonLimitChange, validatePersonLimit, type PersonLimitValues } from './validatePersonLimit';

const V = 'settings.personLimits.validation';
const values = (overrides: Partial<PersonLimitValues> = {}): PersonLimitValues => ({
  kind: 'usdt_withdrawal',
  change: 'own',
  daily: '25000.5',
  monthly: '200000',
  note: '  Known treasurer  ',
  ...overrides,
});

describe("one person's limit", () => {
  it('takes own amounts with the month at least the day, and a note', () => {
    expect(validatePersonLimit(values())).toEqual({});
    expect(toPersonLimitChange('sara@example.com', values())).toEqual({
      email: 'sara@example.com',
      kind: 'usdt_withdrawal',
      override: { daily: '25000.5', monthly: '200000' },
      note: 'Known treasurer',
    });
  });

  it('wants a kind, amounts above zero, the month at least the day, and a note', () => {
    expect(validatePersonLimit(values({ kind: null, daily: '0', monthly: '', note: ' ' }))).toEqual({
      kind: `${V}.kindRequired`,
      daily: `${V}.positive`,
      monthly: `${V}.amountRequired`,
      note: `${V}.noteRequired`,
    });
    expect(validatePersonLimit(values({ daily: '300', monthly: '299.999' }))).toEqual({
      monthly: `${V}.monthBelowDay`,
    });
  });

  it('asks no amounts to go back to the account type, and sends none', () => {
    const back = values({ change: 'default', daily: '', monthly: '' });
    expect(validatePersonLimit(back)).toEqual({});
    expect(toPersonLimitChange('sara@example.com', back).override).toBeNull();
  });
});
