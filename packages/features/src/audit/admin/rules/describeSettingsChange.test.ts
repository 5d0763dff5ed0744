import { describe, expect, it } from 'vitest';
import { MOCK_MELLI_IBAN, MOCK_PARSIAN_IBAN } from '../../../shared/mocks/adminFixtures';
import { buildAuditedSettings, buildSettingsEntry } from '../mocks/auditFixtures';
import { amount, currencyWord, identifier, num, text, word } from './auditSentence';
import { describeSettingsChange } from './describeSettingsChange';

const sentence = (key: string, values: Record<string, unknown>, count?: number) => ({
  key: `audit.sentences.${key}`,
  values,
  ...(count === undefined ? {} : { count }),
});
const field = (name: string) => word(`audit.fields.${name}`);
const toman = currencyWord('IRT');

type Settings = ReturnType<typeof buildAuditedSettings>;
const describeChange = (before: Settings, after: Settings) =>
  describeSettingsChange({ ...before }, { ...after });

describe('describeSettingsChange', () => {
  it('says only the settings that changed, each once, ignoring new bank account ids', () => {
    const { before, after } = buildSettingsEntry().details as { before: Settings; after: Settings };
    expect(describeChange(before, after)).toEqual({
      summary: sentence('settingsChanged', { n: num(3) }, 3),
      sentences: [
        sentence('amountChanged', {
          field: field('approvalLimit'),
          from: amount('500000000', 'IRT'),
          to: amount('750000000', 'IRT'),
          currency: toman,
        }),
        sentence('hoursChanged', { field: field('withdrawalHold'), from: num(24), to: num(48) }, 48),
        sentence('withdrawTermChanged', {
          term: field('withdrawFee'),
          currency: currencyWord('USDT'),
          from: amount('1', 'USDT'),
          to: amount('1.5', 'USDT'),
        }),
      ],
    });
  });

  it("says each account type's limit that changed, once (not again as the withdrawal terms that repeat it)", () => {
    const before = buildAuditedSettings();
    const limits = before.account_limits.map((row) =>
      row.account_type === 'individual' && row.kind === 'irt_withdrawal'
        ? { ...row, daily: '400000000' }
        : row,
    );
    const after = buildAuditedSettings({
      account_limits: limits,
      withdraw_terms: before.withdraw_terms.map((terms) =>
        terms.currency === 'IRT'
          ? { ...terms, daily_limit: '400000000', remaining_today: '400000000' }
          : terms,
      ),
    });
    expect(describeChange(before, after).sentences).toEqual([
      sentence('accountLimitChanged', {
        period: word('audit.limitPeriods.daily'),
        kind: word('audit.limitKinds.irt_withdrawal'),
        accounts: word('audit.limitAccounts.individual'),
        from: amount('500000000', 'IRT'),
        to: amount('400000000', 'IRT'),
        currency: toman,
      }),
    ]);
  });

  it('says a daily withdrawal limit changed in entries written before the limits per person', () => {
    const { account_limits: _before, ...before } = buildAuditedSettings();
    const { account_limits: _after, ...after } = buildAuditedSettings();
    const changed = {
      ...after,
      withdraw_terms: after.withdraw_terms.map((terms) =>
        terms.currency === 'IRT' ? { ...terms, daily_limit: '400000000' } : terms,
      ),
    };
    expect(describeSettingsChange(before, changed).sentences).toEqual([
      sentence('withdrawTermChanged', {
        term: field('dailyLimit'),
        currency: toman,
        from: amount('500000000', 'IRT'),
        to: amount('400000000', 'IRT'),
      }),
    ]);
  });

  it('says an update that changed nothing did so', () => {
    expect(describeChange(buildAuditedSettings(), buildAuditedSettings())).toEqual({
      summary: sentence('settingsUnchanged', { n: num(0) }, 0),
      sentences: [],
    });
  });

  it('treats decimals written differently as the same value', () => {
    const after = buildAuditedSettings({
      approval_limit: '500000000.000000',
      referral_share_percent: '20.0',
    });
    expect(describeChange(buildAuditedSettings(), after).sentences).toEqual([]);
  });

  it('says each security time in its unit, its plural from the new value', () => {
    const before = buildAuditedSettings();
    const after = buildAuditedSettings({
      quote_valid_seconds: 45,
      referral_share_percent: '25',
      security: { ...before.security, freeze_link_hours: 1, lockout_minutes: 30, code_tries: 3 },
    });
    expect(describeChange(before, after).sentences).toEqual([
      sentence('secondsChanged', { field: field('quoteValidity'), from: num(30), to: num(45) }, 45),
      sentence('percentChanged', { field: field('referralShare'), from: num(20), to: num(25) }, 25),
      sentence('hoursChanged', { field: field('freezeLink'), from: num(24), to: num(1) }, 1),
      sentence('numberChanged', { field: field('codeTries'), from: num(5), to: num(3) }, 3),
      sentence('minutesChanged', { field: field('lockoutMinutes'), from: num(15), to: num(30) }, 30),
    ]);
  });

  it('says each price guard in its unit', () => {
    const before = buildAuditedSettings();
    const after = buildAuditedSettings({
      trading_guards: { ...before.trading_guards, quote_guard_percent: '0.5', feed_max_age_seconds: 30 },
    });
    expect(describeChange(before, after).sentences).toEqual([
      sentence('percentChanged', { field: field('quoteGuard'), from: num(1), to: num('0.5') }, 2),
      sentence('secondsChanged', { field: field('feedMaxAge'), from: num(60), to: num(30) }, 30),
    ]);
  });

  it('says which fee tier changed, was added or was removed', () => {
    const before = buildAuditedSettings();
    const after = buildAuditedSettings({
      fee_tiers: [
        { min_volume: '0', fee_percent: '0.25' },
        { min_volume: '2000000000', fee_percent: '0.2' },
      ],
    });
    expect(describeChange(before, after).sentences).toEqual([
      sentence('tierFeeChanged', { tier: num(1), from: num('0.3'), to: num('0.25') }),
      sentence('tierVolumeChanged', {
        tier: num(2),
        from: amount('1000000000', 'IRT'),
        to: amount('2000000000', 'IRT'),
        currency: toman,
      }),
      sentence('tierRemoved', {
        tier: num(3),
        volume: amount('10000000000', 'IRT'),
        currency: toman,
        fee: num('0.1'),
      }),
    ]);
    expect(describeChange(after, before).sentences.at(-1)).toEqual(
      sentence('tierAdded', {
        tier: num(3),
        volume: amount('10000000000', 'IRT'),
        currency: toman,
        fee: num('0.1'),
      }),
    );
  });

  it('follows bank accounts by IBAN: added, removed, or a holder renamed', () => {
    const before = buildAuditedSettings();
    const [parsian] = before.bank_accounts;
    const after = buildAuditedSettings({
      bank_accounts: [
        { ...parsian!, id: 5, holder: 'صراف نمونه (سهامی خاص)' },
        {
          id: 6,
          holder: 'شرکت صراف نمونه',
          account_number: '1234567890',
          iban: 'IR062960000000100324200001',
          bank_name: null,
        },
      ],
    });
    expect(describeChange(before, after).sentences).toEqual([
      sentence('bankHolderChanged', {
        iban: identifier(MOCK_PARSIAN_IBAN),
        from: text('شرکت صراف نمونه'),
        to: text('صراف نمونه (سهامی خاص)'),
      }),
      sentence('bankAccountAdded', {
        iban: identifier('IR062960000000100324200001'),
        holder: text('شرکت صراف نمونه'),
        accountNumber: identifier('1234567890'),
      }),
      sentence('bankAccountRemoved', { iban: identifier(MOCK_MELLI_IBAN), holder: text('شرکت صراف نمونه') }),
    ]);
  });

  it('names a setting it does not know by its name, with both values', () => {
    const before = { ...buildAuditedSettings(), night_mode: 'off' };
    const after = { ...buildAuditedSettings(), night_mode: 'on' };
    expect(describeSettingsChange(before, after).sentences).toEqual([
      sentence('otherChanged', { field: identifier('night_mode'), from: text('off'), to: text('on') }),
    ]);
  });
});
