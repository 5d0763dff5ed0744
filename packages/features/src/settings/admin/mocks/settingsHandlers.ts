import { localeFrom } from '@sarraf/messages';
import { delay } from 'msw';
import type { components } from '../../../shared/api/schema.gen';
import { buildErrorBody } from '../../../shared/mocks/errorBody';
import { http } from '../../../shared/mocks/http';
import { mockMessages, sayIn } from '../../../shared/mocks/serverMessage';
import { bankNameOf, MOCK_MELLI_IBAN, MOCK_PARSIAN_IBAN } from '../../../shared/mocks/adminFixtures';

type Settings = components['schemas']['Settings'];
type SettingsUpdate = components['schemas']['SettingsUpdate'];

/** What the mock server answers on the settings screen, per `X-Locale`, from the server's own catalogue. */
export const settingsMockMessages = mockMessages({
  validation: 'error.validation',
  serverError: 'error.internal',
  ibanInvalid: 'wallet.ibanInvalid',
  feeTooHigh: ['validation.maximum', { limit: 50 }],
  volumeTooLow: ['validation.minimum', { limit: 1000000 }],
});

type SettingsMockMessage = keyof (typeof settingsMockMessages)['en'];

const say = (request: Request, key: SettingsMockMessage) => sayIn(settingsMockMessages, request, key);

/** Each account type's limits as the server seeds them (migrations: 300 M Toman a day for an individual). */
export const MOCK_ACCOUNT_LIMITS: Settings['account_limits'] = [
  { account_type: 'individual', kind: 'irt_deposit', daily: '300000000', monthly: '3000000000' },
  { account_type: 'individual', kind: 'irt_withdrawal', daily: '300000000', monthly: '3000000000' },
  { account_type: 'individual', kind: 'trade_value', daily: '10000000000', monthly: '100000000000' },
  { account_type: 'individual', kind: 'usdt_withdrawal', daily: '10000', monthly: '100000' },
  { account_type: 'legal', kind: 'irt_deposit', daily: '2000000000', monthly: '30000000000' },
  { account_type: 'legal', kind: 'irt_withdrawal', daily: '2000000000', monthly: '30000000000' },
  { account_type: 'legal', kind: 'trade_value', daily: '50000000000', monthly: '1000000000000' },
  { account_type: 'legal', kind: 'usdt_withdrawal', daily: '50000', monthly: '500000' },
];

/**
 * The desk's settings as the mock server starts with them: two bank accounts, both currencies' withdrawal
 * terms, three fee tiers from 0.3% down to 0.1% (spec: fees from 0.1%, falling with volume).
 */
export function buildSettings(overrides: Partial<Settings> = {}): Settings {
  return {
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
      { min_volume: '0', fee_percent: '0.3' },
      { min_volume: '1000000000', fee_percent: '0.2' },
      { min_volume: '10000000000', fee_percent: '0.1' },
    ],
    bank_accounts: [
      {
        id: 1,
        holder: 'شرکت صراف نمونه',
        account_number: '0102680020817909002',
        iban: MOCK_PARSIAN_IBAN,
        bank_name: bankNameOf(MOCK_PARSIAN_IBAN, 'fa'),
      },
      {
        id: 2,
        holder: 'شرکت صراف نمونه',
        account_number: '0214630005001',
        iban: MOCK_MELLI_IBAN,
        bank_name: bankNameOf(MOCK_MELLI_IBAN, 'fa'),
      },
    ],
    withdraw_terms: [
      {
        currency: 'IRT',
        network: null,
        min_amount: '100000',
        fee: '5000',
        daily_limit: '300000000',
        remaining_today: '300000000',
      },
      {
        currency: 'USDT',
        network: 'TRC20',
        min_amount: '10',
        fee: '1',
        daily_limit: '10000',
        remaining_today: '10000',
      },
    ],
    account_limits: MOCK_ACCOUNT_LIMITS,
    security: {
      withdrawal_hold_hours: 24,
      secure_withdrawal_wait_hours: 24,
      freeze_link_hours: 24,
      code_valid_minutes: 10,
      code_tries: 5,
      lockout_failures: 5,
      lockout_minutes: 15,
    },
    ...overrides,
  };
}

/** What the settings mock remembers within one story: the settings, each update it was sent, every call. */
export const settingsMockState = {
  settings: buildSettings(),
  updates: [] as SettingsUpdate[],
  /** As "PUT /api/admin/settings". */
  requests: [] as string[],
};

export function resetSettingsMocks(): void {
  settingsMockState.settings = buildSettings();
  settingsMockState.updates = [];
  settingsMockState.requests = [];
}

/** Notes a call, so a story can check what the screen asked for. */
function logRequest(request: Request): void {
  const url = new URL(request.url);
  settingsMockState.requests.push(`${request.method} ${url.pathname}${url.search}`);
}

/** The settings as the server answers them: bank names in the request's language. */
function present(request: Request, settings: Settings): Settings {
  const locale = localeFrom(request.headers.get('X-Locale'));
  return {
    ...settings,
    bank_accounts: settings.bank_accounts.map((account) => ({
      ...account,
      bank_name: bankNameOf(account.iban, locale),
    })),
  };
}

/**
 * Applies an update as the server does: the lists given replace the old ones whole (new account ids), the
 * withdraw terms by currency, their daily limit (and `remaining_today`) an individual's withdrawal limit.
 */
function applied(current: Settings, update: SettingsUpdate): Settings {
  const nextId = Math.max(0, ...current.bank_accounts.map((account) => account.id)) + 1;
  return {
    trading_guards: { ...current.trading_guards, ...update.trading_guards },
    approval_limit: update.approval_limit ?? current.approval_limit,
    quote_valid_seconds: update.quote_valid_seconds ?? current.quote_valid_seconds,
    approval_timeout_minutes: update.approval_timeout_minutes ?? current.approval_timeout_minutes,
    referral_share_percent: update.referral_share_percent ?? current.referral_share_percent,
    report_retention_hours: update.report_retention_hours ?? current.report_retention_hours,
    fee_tiers: update.fee_tiers ?? current.fee_tiers,
    bank_accounts: update.bank_accounts
      ? update.bank_accounts.map((account, index) => ({ id: nextId + index, ...account, bank_name: null }))
      : current.bank_accounts,
    withdraw_terms: current.withdraw_terms.map((terms) => {
      const given = update.withdraw_terms?.find((candidate) => candidate.currency === terms.currency);
      const limit = update.account_limits?.find(
        (candidate) =>
          candidate.account_type === 'individual' &&
          candidate.kind === (terms.currency === 'IRT' ? 'irt_withdrawal' : 'usdt_withdrawal'),
      );
      return {
        ...terms,
        ...given,
        ...(limit && { daily_limit: limit.daily, remaining_today: limit.daily }),
      };
    }),
    account_limits: update.account_limits ?? current.account_limits,
    security: { ...current.security, ...update.security },
  };
}

const never = async () => {
  await delay('infinite');
  return new Response(null, { status: 204 });
};

const load = http.get('/api/admin/settings', ({ request, response }) => {
  logRequest(request);
  return response(200).json(present(request, settingsMockState.settings));
});

const save = http.put('/api/admin/settings', async ({ request, response }) => {
  logRequest(request);
  const update = await request.clone().json();
  settingsMockState.updates.push(update);
  settingsMockState.settings = applied(settingsMockState.settings, update);
  return response(200).json(present(request, settingsMockState.settings));
});

const serverError = (request: Request) =>
  Response.json(buildErrorBody({ message: say(request, 'serverError') }), { status: 500 });

/** Named handler groups of the settings screen (`parameters.msw.handlers.admin`). */
export const settingsHandlers = {
  /** The settings load; saving works and the screen then shows what the server holds. */
  settings: [load, save],
  /** The settings never load. */
  settingsLoading: [http.get('/api/admin/settings', never)],
  /** The settings fail to load. */
  settingsLoadFailed: [
    http.get('/api/admin/settings', ({ request, response }) => response.untyped(serverError(request))),
  ],
  /** Saving never answers: the pending state stays on screen. */
  settingsSaving: [load, http.put('/api/admin/settings', never)],
  /** Saving fails on the server. */
  settingsSaveFails: [
    load,
    http.put('/api/admin/settings', ({ request, response }) => {
      logRequest(request);
      return response.untyped(serverError(request));
    }),
  ],
  /**
   * The server refuses one input of each list, named as it names them (`bank_accounts.0.iban`,
   * `withdraw_terms.1.fee`, `fee_tiers.2.min_volume`), by rules the client leaves to it (whether an IBAN's
   * bank code names a known bank; limits of its own).
   */
  settingsRefused: [
    load,
    http.put('/api/admin/settings', async ({ request, response }) => {
      logRequest(request);
      settingsMockState.updates.push(await request.clone().json());
      return response(422).json(
        buildErrorBody({
          message: say(request, 'validation'),
          errors: {
            'bank_accounts.0.iban': [say(request, 'ibanInvalid')],
            'withdraw_terms.1.fee': [say(request, 'feeTooHigh')],
            'fee_tiers.2.min_volume': [say(request, 'volumeTooLow')],
          },
        }),
      );
    }),
  ],
};
