import type { Meta, StoryObj } from '@storybook/react-vite';
import { toLocaleDigits } from '@sarraf/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { currentLocale } from '../../../shared/i18n/i18n';
import {
  MOCK_ACCOUNT_LIMITS,
  resetSettingsMocks,
  settingsHandlers,
  settingsMockMessages,
  settingsMockState,
} from '../mocks/settingsHandlers';
import { MOCK_PARSIAN_IBAN } from '../../../shared/mocks/adminFixtures';
import { expectToast, mockRequests, num, press, t } from './settingsAdminStoryKit';
import { AdminSettingsScreen } from './AdminSettingsScreen';

const meta = {
  title: 'Features/Admin/AdminSettingsScreen',
  component: AdminSettingsScreen,
  beforeEach: () => resetSettingsMocks(),
  parameters: {
    router: { initialEntries: ['/admin/settings'] },
    msw: { handlers: { admin: settingsHandlers.settings } },
  },
} satisfies Meta<typeof AdminSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Scope = ReturnType<typeof within>;

const says = () => settingsMockMessages[currentLocale()];
const digits = (value: number | string) => toLocaleDigits(String(value), currentLocale());

/** The settings form once it shows. */
async function form(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('form', { name: t('admin:settings.title') }));
}

/** One row of a list (its fieldset, named by its legend). */
const group = (scope: Scope, key: string, options: Record<string, unknown>) =>
  within(scope.getByRole('group', { name: t(`admin:settings.${key}`, options) }));

const account = (scope: Scope, number: number) =>
  group(scope, 'bankAccounts.account', { number: digits(number) });
const tier = (scope: Scope, number: number) => group(scope, 'feeTiers.tier', { number: digits(number) });
const terms = (scope: Scope, code: 'IRT' | 'USDT') =>
  group(scope, 'withdrawTerms.currency', { currency: t(`admin:wallet.currencies.${code}`) });

/** One account type's limit of one kind (its fieldset, named by both). */
const limit = (scope: Scope, accounts: 'individual' | 'legal', kind: string) =>
  group(scope, 'accountLimits.row', {
    kind: t(`admin:settings.accountLimits.kinds.${kind}`),
    accounts: t(`admin:settings.accountLimits.${accounts}`),
  });

const input = (scope: Scope, key: string) => scope.getByRole('textbox', { name: t(`admin:settings.${key}`) });

/** Replaces a field's text as a paste does (one change, not one per character: long IBANs type slowly). */
async function replace(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  if (!text) return;
  await userEvent.click(field);
  await userEvent.paste(text);
}

const save = (canvasElement: HTMLElement) => press(canvasElement, t('admin:settings.submit'));

/** Asserts a field shows this message (on it, as its description). */
const expectMessage = (field: HTMLElement, message: string) =>
  expect(field).toHaveAccessibleDescription(expect.stringContaining(message));

export const Loading: Story = {
  parameters: { msw: { handlers: { admin: settingsHandlers.settingsLoading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('admin:settings.title') })).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('form', { name: t('admin:settings.title') })).toBeNull();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { admin: settingsHandlers.settingsLoadFailed } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('admin:settings.loadFailed'))).toBeVisible();
    await expect(canvas.getByText(says().serverError)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('admin:retry') })).toBeVisible();
  },
};

/** The settings in force, in the reader's digits: accounts with their bank, both currencies' terms, three tiers. */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const settings = await form(canvasElement);
    await expect(input(settings, 'orders.approvalLimit')).toHaveValue(num('500000000'));
    await expect(input(settings, 'orders.quoteValidity')).toHaveValue(digits(30));
    await expect(input(settings, 'orders.approvalTimeout')).toHaveValue(num(1440));
    await expect(input(settings, 'referralAndReports.referralShare')).toHaveValue(num(20));
    await expect(input(settings, 'referralAndReports.reportRetention')).toHaveValue(num(72));
    const first = account(settings, 1);
    await expect(input(first, 'bankAccounts.holder')).toHaveValue('شرکت صراف نمونه');
    // Identifiers in Latin digits in fa too, as the person's deposit screen shows them (ui format/README.md).
    await expect(input(first, 'bankAccounts.iban')).toHaveValue(MOCK_PARSIAN_IBAN);
    await expect(input(first, 'bankAccounts.iban')).toHaveAccessibleDescription(
      t('admin:settings.bankAccounts.bank', {
        name: currentLocale() === 'fa' ? 'بانک پارسیان' : 'Parsian Bank',
      }),
    );
    await expect(input(terms(settings, 'IRT'), 'withdrawTerms.fee')).toHaveValue(num('5000'));
    await expect(input(limit(settings, 'individual', 'irt_withdrawal'), 'accountLimits.daily')).toHaveValue(
      num('300000000'),
    );
    await expect(input(limit(settings, 'legal', 'usdt_withdrawal'), 'accountLimits.monthly')).toHaveValue(
      num('500000'),
    );
    await expect(
      settings.getByText(t('admin:settings.withdrawTerms.network', { network: 'TRC-20' })),
    ).toBeVisible();
    await expect(input(tier(settings, 3), 'feeTiers.minVolume')).toHaveValue(num('10000000000'));
    await expect(input(tier(settings, 3), 'feeTiers.feePercent')).toHaveValue(num('0.1'));
    await expect(input(settings, 'security.withdrawalHold')).toHaveValue(digits(24));
    await expect(input(settings, 'security.secureWait')).toHaveValue(digits(24));
    await expect(input(settings, 'security.freezeLink')).toHaveValue(digits(24));
    // The deployment's counts are read, not edited.
    const lockout = t('admin:settings.security.lockoutValue', {
      count: 5,
      n: digits(5),
      minutes: digits(15),
    });
    await expect(settings.getByText(lockout)).toBeVisible();
    await expect(settings.queryByRole('textbox', { name: t('admin:settings.security.lockout') })).toBeNull();
    await expect(mockRequests()).toEqual(['GET /api/admin/settings']);
  },
};

/**
 * The desk's rules before anything is sent, each on its input and linked from the summary: a holder, an
 * IBAN's check digits, a fee below the minimum, tiers rising, quotes valid 5 to 300 seconds, orders awaiting
 * approval at most 7 days, a referrer's share at most 100%, reports kept at least an hour, a withdrawal hold of
 * at least an hour, a freeze link of at most a week, and a month's limit at least its day's.
 */
export const InvalidValues: Story = {
  play: async ({ canvasElement }) => {
    const settings = await form(canvasElement);
    await replace(input(account(settings, 2), 'bankAccounts.holder'), '');
    await press(canvasElement, t('admin:settings.bankAccounts.add'));
    const added = account(settings, 3);
    await replace(input(added, 'bankAccounts.holder'), 'Desk');
    await replace(input(added, 'bankAccounts.accountNumber'), '۱۲۳۴۵۶۷۸');
    await expect(input(added, 'bankAccounts.accountNumber')).toHaveValue('12345678');
    await replace(input(added, 'bankAccounts.iban'), 'IR820540102680020817909003');
    await replace(input(terms(settings, 'USDT'), 'withdrawTerms.fee'), '10');
    await replace(input(tier(settings, 2), 'feeTiers.minVolume'), '0');
    await replace(input(settings, 'orders.quoteValidity'), '400');
    await replace(input(settings, 'orders.approvalTimeout'), '20000');
    await replace(input(settings, 'referralAndReports.referralShare'), '150');
    await replace(input(settings, 'referralAndReports.reportRetention'), '0');
    await replace(input(settings, 'security.withdrawalHold'), '0');
    await replace(input(settings, 'security.freezeLink'), '200');
    await replace(input(limit(settings, 'individual', 'trade_value'), 'accountLimits.monthly'), '1000');
    await save(canvasElement);

    const v = (key: string) => t(`admin:settings.validation.${key}`);
    await expectMessage(input(account(settings, 2), 'bankAccounts.holder'), v('holderRequired'));
    await expectMessage(input(account(settings, 3), 'bankAccounts.iban'), v('ibanChecksum'));
    await expectMessage(input(terms(settings, 'USDT'), 'withdrawTerms.fee'), v('feeBelowMinimum'));
    await expectMessage(input(tier(settings, 2), 'feeTiers.minVolume'), v('tiersRise'));
    await expectMessage(input(settings, 'orders.quoteValidity'), v('quoteValidityRange'));
    await expectMessage(input(settings, 'orders.approvalTimeout'), v('approvalTimeoutRange'));
    await expectMessage(input(settings, 'referralAndReports.referralShare'), v('referralShareRange'));
    await expectMessage(input(settings, 'referralAndReports.reportRetention'), v('reportRetentionRange'));
    await expectMessage(input(settings, 'security.withdrawalHold'), v('withdrawalHoldRange'));
    await expectMessage(input(settings, 'security.freezeLink'), v('freezeLinkRange'));
    await expectMessage(
      input(limit(settings, 'individual', 'trade_value'), 'accountLimits.monthly'),
      v('monthBelowDay'),
    );
    const summary = within(within(canvasElement).getAllByRole('alert')[0]!);
    await expect(summary.getByText(t('admin:settings.errorSummaryTitle'))).toBeVisible();
    await expect(summary.getAllByRole('link')).toHaveLength(11);
    await userEvent.click(summary.getByRole('link', { name: v('ibanChecksum') }));
    await expect(input(account(settings, 3), 'bankAccounts.iban')).toHaveFocus();
    await expect(mockRequests()).toEqual(['GET /api/admin/settings']);
  },
};

/**
 * The server refuses one input in each list by rules it keeps (`bank_accounts.0.iban`, `withdraw_terms.1.fee`,
 * `fee_tiers.2.min_volume`): each message on that input; editing one takes its message away.
 */
export const RefusedByServer: Story = {
  parameters: { msw: { handlers: { admin: settingsHandlers.settingsRefused } } },
  play: async ({ canvasElement }) => {
    const settings = await form(canvasElement);
    await save(canvasElement);
    const iban = input(account(settings, 1), 'bankAccounts.iban');
    await waitFor(() => expectMessage(iban, says().ibanInvalid));
    await expectMessage(input(terms(settings, 'USDT'), 'withdrawTerms.fee'), says().feeTooHigh);
    await expectMessage(input(tier(settings, 3), 'feeTiers.minVolume'), says().volumeTooLow);
    await expect(input(terms(settings, 'IRT'), 'withdrawTerms.fee')).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
    const summary = within(within(canvasElement).getAllByRole('alert')[0]!);
    await expect(summary.getByText(t('admin:settings.failedTitle'))).toBeVisible();
    await userEvent.type(iban, '1');
    await expect(iban).not.toHaveAttribute('aria-invalid', 'true');
    await expectMessage(input(tier(settings, 3), 'feeTiers.minVolume'), says().volumeTooLow);
  },
};

/** While the settings are on their way the button is pending and the inputs wait. */
export const Saving: Story = {
  parameters: { msw: { handlers: { admin: settingsHandlers.settingsSaving } } },
  play: async ({ canvasElement }) => {
    const settings = await form(canvasElement);
    await save(canvasElement);
    await waitFor(() => expect(input(settings, 'orders.approvalLimit')).toBeDisabled());
    await expect(settings.getByRole('button', { name: t('admin:settings.bankAccounts.add') })).toBeDisabled();
  },
};

/**
 * Saved: an account removed, a tier added, the approval limit raised, orders given two days to be approved,
 * referrers given 12.5% of the fees, reports kept two days, withdrawals held two days after a risky change.
 * The lists go whole, a toast says it, and the form starts again from what the server answered.
 */
export const Saved: Story = {
  play: async ({ canvasElement }) => {
    const settings = await form(canvasElement);
    await press(canvasElement, t('admin:settings.bankAccounts.remove', { number: digits(2) }));
    await press(canvasElement, t('admin:settings.feeTiers.add'));
    const added = tier(settings, 4);
    await replace(input(added, 'feeTiers.minVolume'), '50000000000');
    await replace(input(added, 'feeTiers.feePercent'), '0.05');
    await replace(input(settings, 'orders.approvalLimit'), '750000000');
    await replace(input(settings, 'orders.approvalTimeout'), '2880');
    await replace(input(settings, 'referralAndReports.referralShare'), '12.5');
    await replace(input(settings, 'referralAndReports.reportRetention'), '48');
    await replace(input(settings, 'security.withdrawalHold'), '48');
    await replace(input(settings, 'guards.quoteGuard'), '0.5');
    await replace(input(settings, 'guards.feedMaxAge'), '30');
    await replace(input(limit(settings, 'legal', 'usdt_withdrawal'), 'accountLimits.daily'), '60000.5');
    await replace(input(limit(settings, 'legal', 'usdt_withdrawal'), 'accountLimits.monthly'), '600000');
    await save(canvasElement);
    await expectToast(canvasElement, t('admin:settings.saved'));
    await expect(settingsMockState.updates).toEqual([
      {
        approval_limit: '750000000',
        quote_valid_seconds: 30,
        approval_timeout_minutes: 2880,
        referral_share_percent: '12.5',
        report_retention_hours: 48,
        security: { withdrawal_hold_hours: 48, secure_withdrawal_wait_hours: 24, freeze_link_hours: 24 },
        trading_guards: {
          quote_guard_percent: '0.5',
          price_confirm_percent: '5',
          feed_max_age_seconds: 30,
          feed_divergence_percent: '10',
        },
        bank_accounts: [
          { holder: 'شرکت صراف نمونه', account_number: '0102680020817909002', iban: MOCK_PARSIAN_IBAN },
        ],
        withdraw_terms: [
          { currency: 'IRT', min_amount: '100000', fee: '5000' },
          { currency: 'USDT', min_amount: '10', fee: '1' },
        ],
        account_limits: MOCK_ACCOUNT_LIMITS.map((row) =>
          row.account_type === 'legal' && row.kind === 'usdt_withdrawal'
            ? { ...row, daily: '60000.5', monthly: '600000' }
            : row,
        ),
        fee_tiers: [
          { min_volume: '0', fee_percent: '0.3' },
          { min_volume: '1000000000', fee_percent: '0.2' },
          { min_volume: '10000000000', fee_percent: '0.1' },
          { min_volume: '50000000000', fee_percent: '0.05' },
        ],
      },
    ]);
    const after = await form(canvasElement);
    await expect(
      after.queryByRole('group', { name: t('admin:settings.bankAccounts.account', { number: digits(2) }) }),
    ).toBeNull();
    await expect(input(tier(after, 4), 'feeTiers.minVolume')).toHaveValue(num('50000000000'));
    await expect(input(after, 'orders.approvalLimit')).toHaveValue(num('750000000'));
    await expect(input(after, 'orders.approvalTimeout')).toHaveValue(num(2880));
    await expect(input(after, 'referralAndReports.referralShare')).toHaveValue(num('12.5'));
    await expect(input(after, 'referralAndReports.reportRetention')).toHaveValue(num(48));
    await expect(input(after, 'security.withdrawalHold')).toHaveValue(digits(48));
    await expect(mockRequests()).toEqual(['GET /api/admin/settings', 'PUT /api/admin/settings']);
  },
};

/** The server fails: its message heads the summary; what was typed stays to try again. */
export const SaveFailed: Story = {
  parameters: { msw: { handlers: { admin: settingsHandlers.settingsSaveFails } } },
  play: async ({ canvasElement }) => {
    const settings = await form(canvasElement);
    await replace(input(settings, 'orders.approvalLimit'), '750000000');
    await save(canvasElement);
    const summary = within(await within(canvasElement).findByRole('alert'));
    await expect(summary.getByText(t('admin:settings.failedTitle'))).toBeVisible();
    await expect(summary.getByText(says().serverError)).toBeVisible();
    await expect(input(settings, 'orders.approvalLimit')).toHaveValue(num('750000000'));
  },
};

/** On a desktop a row's short inputs sit side by side; the IBAN has a line of its own, read whole. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const first = account(await form(canvasElement), 1);
    const holder = input(first, 'bankAccounts.holder').getBoundingClientRect();
    const number = input(first, 'bankAccounts.accountNumber').getBoundingClientRect();
    const iban = input(first, 'bankAccounts.iban').getBoundingClientRect();
    await expect(Math.round(holder.top)).toBe(Math.round(number.top));
    await expect(iban.top).toBeGreaterThan(holder.bottom);
    await expect(iban.width).toBeGreaterThan(holder.width + number.width);
  },
};
