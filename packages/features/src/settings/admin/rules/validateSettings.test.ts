import { describe, expect, it } from 'vitest';
import type { SettingsValues } from './settingsValues';
import { validateSettings } from './validateSettings';

const V = 'settings.validation';

function values(overrides: Partial<SettingsValues> = {}): SettingsValues {
  return {
    approval_limit: '500000000',
    quote_valid_seconds: '30',
    approval_timeout_minutes: '1440',
    referral_share_percent: '20',
    report_retention_hours: '72',
    withdrawal_hold_hours: '24',
    secure_withdrawal_wait_hours: '24',
    freeze_link_hours: '24',
    quote_guard_percent: '1',
    price_confirm_percent: '5',
    feed_max_age_seconds: '60',
    feed_divergence_percent: '10',
    bank_accounts: [
      {
        rowId: 'a',
        holder: 'شرکت صراف نمونه',
        account_number: '0102680020817909002',
        iban: 'IR820540102680020817909002',
        bank_name: null,
      },
    ],
    withdraw_terms: [
      { currency: 'IRT', network: null, min_amount: '100000', fee: '5000' },
      { currency: 'USDT', network: 'TRC20', min_amount: '10', fee: '1' },
    ],
    account_limits: [
      { account_type: 'individual', kind: 'irt_withdrawal', daily: '300000000', monthly: '3000000000' },
      { account_type: 'individual', kind: 'usdt_withdrawal', daily: '10000', monthly: '100000' },
    ],
    fee_tiers: [
      { rowId: 'b', min_volume: '0', fee_percent: '0.5' },
      { rowId: 'c', min_volume: '1000000000', fee_percent: '0.3' },
    ],
    ...overrides,
  };
}

describe('validateSettings', () => {
  it('accepts the desk settings as they are', () => {
    expect(validateSettings(values())).toEqual({});
  });

  it('keeps the price guards within the bounds the server keeps', () => {
    expect(
      validateSettings(
        values({
          quote_guard_percent: '0',
          price_confirm_percent: '101',
          feed_max_age_seconds: '4',
          feed_divergence_percent: '50.5',
        }),
      ),
    ).toEqual({
      quote_guard_percent: `${V}.quoteGuardRange`,
      price_confirm_percent: `${V}.priceConfirmRange`,
      feed_max_age_seconds: `${V}.feedMaxAgeRange`,
      feed_divergence_percent: `${V}.feedDivergenceRange`,
    });
    expect(
      validateSettings(
        values({ quote_guard_percent: '0.5', feed_max_age_seconds: '3600', feed_divergence_percent: '50' }),
      ),
    ).toEqual({});
  });

  it('accepts no bank accounts at all (the list may be emptied)', () => {
    expect(validateSettings(values({ bank_accounts: [] }))).toEqual({});
  });

  it('names each refused input of a bank account by its row', () => {
    const problems = validateSettings(
      values({
        bank_accounts: [
          values().bank_accounts[0]!,
          {
            rowId: 'x',
            holder: '  ',
            account_number: '12',
            iban: 'IR82054010268002081790900',
            bank_name: null,
          },
          {
            rowId: 'y',
            holder: 'ا'.repeat(61),
            account_number: '0100-3242',
            iban: 'IR820540102680020817909003',
            bank_name: null,
          },
        ],
      }),
    );
    expect(problems).toEqual({
      'bank_accounts.1.holder': `${V}.holderRequired`,
      'bank_accounts.1.account_number': `${V}.accountNumberFormat`,
      'bank_accounts.1.iban': `${V}.ibanFormat`,
      'bank_accounts.2.holder': `${V}.holderTooLong`,
      'bank_accounts.2.iban': `${V}.ibanChecksum`,
    });
  });

  it('takes an IBAN as pasted: spaces and Persian digits', () => {
    const account = { ...values().bank_accounts[0]!, iban: 'ir82 ۰۵۴۰ 1026 8002 0817 9090 02' };
    expect(validateSettings(values({ bank_accounts: [account] }))).toEqual({});
  });

  it('wants the fee below the minimum', () => {
    const [irt] = values().withdraw_terms;
    const problems = validateSettings(values({ withdraw_terms: [{ ...irt!, fee: '100000' }] }));
    expect(problems).toEqual({ 'withdraw_terms.0.fee': `${V}.feeBelowMinimum` });
  });

  it("wants each limit's day and month above zero, and the month at least the day", () => {
    const [toman, tether] = values().account_limits;
    const problems = validateSettings(
      values({
        account_limits: [
          { ...toman!, daily: '0', monthly: '' },
          { ...tether!, daily: '10000', monthly: '9999.5' },
        ],
      }),
    );
    expect(problems).toEqual({
      'account_limits.0.daily': `${V}.limitPositive`,
      'account_limits.0.monthly': `${V}.amountRequired`,
      'account_limits.1.monthly': `${V}.monthBelowDay`,
    });
  });

  it('wants every amount, and a minimum above zero (then compares nothing with it)', () => {
    const [irt, usdt] = values().withdraw_terms;
    expect(
      validateSettings(
        values({
          withdraw_terms: [
            { ...irt!, min_amount: '', fee: '' },
            { ...usdt!, min_amount: '0' },
          ],
        }),
      ),
    ).toEqual({
      'withdraw_terms.0.min_amount': `${V}.amountRequired`,
      'withdraw_terms.0.fee': `${V}.amountRequired`,
      'withdraw_terms.1.min_amount': `${V}.minPositive`,
    });
  });

  it('wants fee tiers from 0, each starting above the one before', () => {
    const problems = validateSettings(
      values({
        fee_tiers: [
          { rowId: '1', min_volume: '10', fee_percent: '0.5' },
          { rowId: '2', min_volume: '1000', fee_percent: '' },
          { rowId: '3', min_volume: '1000', fee_percent: '0.2' },
          { rowId: '4', min_volume: '', fee_percent: '0.1' },
        ],
      }),
    );
    expect(problems).toEqual({
      'fee_tiers.0.min_volume': `${V}.firstTierFromZero`,
      'fee_tiers.1.fee_percent': `${V}.feePercentRequired`,
      'fee_tiers.2.min_volume': `${V}.tiersRise`,
      'fee_tiers.3.min_volume': `${V}.volumeRequired`,
    });
  });

  it('keeps at least one fee tier', () => {
    expect(validateSettings(values({ fee_tiers: [] }))).toEqual({ fee_tiers: `${V}.tiersRequired` });
  });

  it('wants an approval limit and quotes valid 5 to 300 whole seconds', () => {
    expect(validateSettings(values({ approval_limit: '', quote_valid_seconds: '4' }))).toEqual({
      approval_limit: `${V}.approvalLimitRequired`,
      quote_valid_seconds: `${V}.quoteValidityRange`,
    });
    expect(validateSettings(values({ quote_valid_seconds: '301' }))).toHaveProperty('quote_valid_seconds');
    expect(validateSettings(values({ quote_valid_seconds: '' }))).toHaveProperty('quote_valid_seconds');
    expect(validateSettings(values({ quote_valid_seconds: '5' }))).toEqual({});
    expect(validateSettings(values({ quote_valid_seconds: '300' }))).toEqual({});
  });

  it('lets an order await approval from 5 minutes to 7 days, in whole minutes', () => {
    for (const minutes of ['4', '10081', '', '90.5', '۶۰']) {
      expect(validateSettings(values({ approval_timeout_minutes: minutes })), minutes).toEqual({
        approval_timeout_minutes: `${V}.approvalTimeoutRange`,
      });
    }
    expect(validateSettings(values({ approval_timeout_minutes: '5' }))).toEqual({});
    expect(validateSettings(values({ approval_timeout_minutes: '10080' }))).toEqual({});
  });

  it("keeps a referrer's share from 0 to 100 percent, with at most 4 decimals", () => {
    for (const share of ['', '100.0001', '101', '12.34567', '-1', '۲۰']) {
      expect(validateSettings(values({ referral_share_percent: share })), share).toEqual({
        referral_share_percent: `${V}.referralShareRange`,
      });
    }
    for (const share of ['0', '100', '12.5', '0.0001']) {
      expect(validateSettings(values({ referral_share_percent: share })), share).toEqual({});
    }
  });

  it('keeps reports from 1 to 720 whole hours', () => {
    for (const hours of ['0', '721', '', '1.5', '۷۲']) {
      expect(validateSettings(values({ report_retention_hours: hours })), hours).toEqual({
        report_retention_hours: `${V}.reportRetentionRange`,
      });
    }
    expect(validateSettings(values({ report_retention_hours: '1' }))).toEqual({});
    expect(validateSettings(values({ report_retention_hours: '720' }))).toEqual({});
  });

  it('keeps withdrawal holds and secure-withdrawal waits 1 to 720 whole hours, freeze links 1 to 168', () => {
    for (const hours of ['0', '721', '', '1.5', '۲۴']) {
      expect(validateSettings(values({ withdrawal_hold_hours: hours })), hours).toEqual({
        withdrawal_hold_hours: `${V}.withdrawalHoldRange`,
      });
      expect(validateSettings(values({ secure_withdrawal_wait_hours: hours })), hours).toEqual({
        secure_withdrawal_wait_hours: `${V}.secureWaitRange`,
      });
    }
    expect(validateSettings(values({ freeze_link_hours: '169' }))).toEqual({
      freeze_link_hours: `${V}.freezeLinkRange`,
    });
    for (const hours of ['1', '720'])
      expect(
        validateSettings(values({ withdrawal_hold_hours: hours, secure_withdrawal_wait_hours: hours })),
      ).toEqual({});
    expect(validateSettings(values({ freeze_link_hours: '168' }))).toEqual({});
  });
});
