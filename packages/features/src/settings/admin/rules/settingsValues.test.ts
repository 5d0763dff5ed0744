import { describe, expect, it } from 'vitest';
import type { Settings } from '../api/adminGetSettings';
import { listFields, settingsFieldOf, toSettingsUpdate, toSettingsValues } from './settingsValues';

const settings: Settings = {
  trading_guards: {
    quote_guard_percent: '1',
    price_confirm_percent: '5',
    feed_max_age_seconds: 60,
    feed_divergence_percent: '10',
  },
  approval_limit: '500000000',
  quote_valid_seconds: 30,
  approval_timeout_minutes: 1440,
  referral_share_percent: '20',
  report_retention_hours: 72,
  fee_tiers: [
    { min_volume: '0', fee_percent: '0.5' },
    { min_volume: '1000000000', fee_percent: '0.3' },
  ],
  bank_accounts: [
    {
      id: 1,
      holder: 'Desk',
      account_number: '0102680020817909002',
      iban: 'IR820540102680020817909002',
      bank_name: 'Parsian',
    },
  ],
  withdraw_terms: [
    {
      currency: 'IRT',
      network: null,
      min_amount: '100000',
      fee: '5000',
      daily_limit: '500000000',
      remaining_today: '500000000',
    },
    {
      currency: 'USDT',
      network: 'TRC20',
      min_amount: '10',
      fee: '1',
      daily_limit: '20000',
      remaining_today: '20000',
    },
  ],
  account_limits: [
    { account_type: 'individual', kind: 'irt_withdrawal', daily: '300000000', monthly: '3000000000' },
    { account_type: 'legal', kind: 'usdt_withdrawal', daily: '50000', monthly: '500000' },
  ],
  security: {
    withdrawal_hold_hours: 24,
    secure_withdrawal_wait_hours: 24,
    freeze_link_hours: 24,
    code_valid_minutes: 10,
    code_tries: 5,
    lockout_failures: 5,
    lockout_minutes: 15,
  },
};

function counter() {
  let next = 0;
  return () => `row-${++next}`;
}

describe('settings form values', () => {
  it('sends back exactly what was loaded when nothing changed', () => {
    const update = toSettingsUpdate(toSettingsValues(settings, counter()));
    expect(update).toEqual({
      approval_limit: '500000000',
      quote_valid_seconds: 30,
      approval_timeout_minutes: 1440,
      referral_share_percent: '20',
      report_retention_hours: 72,
      security: { withdrawal_hold_hours: 24, secure_withdrawal_wait_hours: 24, freeze_link_hours: 24 },
      trading_guards: {
        quote_guard_percent: '1',
        price_confirm_percent: '5',
        feed_max_age_seconds: 60,
        feed_divergence_percent: '10',
      },
      fee_tiers: settings.fee_tiers,
      bank_accounts: [
        { holder: 'Desk', account_number: '0102680020817909002', iban: 'IR820540102680020817909002' },
      ],
      withdraw_terms: [
        { currency: 'IRT', min_amount: '100000', fee: '5000' },
        { currency: 'USDT', min_amount: '10', fee: '1' },
      ],
      account_limits: settings.account_limits,
    });
  });

  it('sends amounts in the contract form and IBANs and names as the server keeps them', () => {
    const values = toSettingsValues(settings, counter());
    values.withdraw_terms[1] = { ...values.withdraw_terms[1]!, fee: '1.50' };
    values.account_limits[1] = { ...values.account_limits[1]!, daily: '50000.250' };
    values.referral_share_percent = '12.50';
    values.report_retention_hours = '48';
    values.bank_accounts[0] = {
      ...values.bank_accounts[0]!,
      holder: '  Desk  ',
      iban: 'ir82 0540 1026 8002 0817 9090 02',
    };
    const update = toSettingsUpdate(values);
    expect(update.withdraw_terms![1]!.fee).toBe('1.5');
    expect(update.account_limits![1]).toEqual({
      account_type: 'legal',
      kind: 'usdt_withdrawal',
      daily: '50000.25',
      monthly: '500000',
    });
    expect(update.referral_share_percent).toBe('12.5');
    expect(update.report_retention_hours).toBe(48);
    expect(update.bank_accounts![0]).toEqual({
      holder: 'Desk',
      account_number: '0102680020817909002',
      iban: 'IR820540102680020817909002',
    });
  });

  it('gives every row its own identity', () => {
    const values = toSettingsValues(settings, counter());
    const ids = [...values.bank_accounts, ...values.fee_tiers].map((row) => row.rowId);
    expect(new Set(ids).size).toBe(3);
  });
});

describe('settingsFieldOf (a 422 name to the form input)', () => {
  const values = toSettingsValues(settings, counter());

  it('places row fields by the names the server uses', () => {
    expect(settingsFieldOf(values, 'bank_accounts.0.iban')).toBe('bank_accounts.0.iban');
    expect(settingsFieldOf(values, 'withdraw_terms.1.fee')).toBe('withdraw_terms.1.fee');
    expect(settingsFieldOf(values, 'account_limits.1.monthly')).toBe('account_limits.1.monthly');
    expect(settingsFieldOf(values, 'fee_tiers.1.min_volume')).toBe('fee_tiers.1.min_volume');
    expect(settingsFieldOf(values, 'approval_limit')).toBe('approval_limit');
    expect(settingsFieldOf(values, 'approval_timeout_minutes')).toBe('approval_timeout_minutes');
    expect(settingsFieldOf(values, 'referral_share_percent')).toBe('referral_share_percent');
    expect(settingsFieldOf(values, 'report_retention_hours')).toBe('report_retention_hours');
    expect(settingsFieldOf(values, 'bank_accounts')).toBe('bank_accounts');
    expect(settingsFieldOf(values, 'security.withdrawal_hold_hours')).toBe('withdrawal_hold_hours');
    expect(settingsFieldOf(values, 'security.freeze_link_hours')).toBe('freeze_link_hours');
    expect(settingsFieldOf(values, 'trading_guards.feed_max_age_seconds')).toBe('feed_max_age_seconds');
    expect(settingsFieldOf(values, 'trading_guards.unknown')).toBeUndefined();
    expect(settingsFieldOf(values, 'quote_guard_percent')).toBeUndefined();
  });

  it('has no place for a row that is not on the form or a field without an input', () => {
    expect(settingsFieldOf(values, 'fee_tiers.2.min_volume')).toBeUndefined();
    expect(settingsFieldOf(values, 'withdraw_terms.0.currency')).toBeUndefined();
    expect(settingsFieldOf(values, 'account_limits.0.kind')).toBeUndefined();
    expect(settingsFieldOf(values, 'account_limits.2.daily')).toBeUndefined();
    expect(settingsFieldOf(values, 'bank_accounts.01.iban')).toBeUndefined();
    expect(settingsFieldOf(values, 'idempotency_key')).toBeUndefined();
    // The counts of `security` are the deployment's: no input; the times are named under `security.`.
    expect(settingsFieldOf(values, 'security.code_tries')).toBeUndefined();
    expect(settingsFieldOf(values, 'withdrawal_hold_hours')).toBeUndefined();
  });

  it('names every field of a list, so they can be cleared when its rows move', () => {
    expect(listFields(values, 'fee_tiers')).toEqual([
      'fee_tiers',
      'fee_tiers.0.min_volume',
      'fee_tiers.0.fee_percent',
      'fee_tiers.1.min_volume',
      'fee_tiers.1.fee_percent',
    ]);
  });
});
