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
 * withdraw terms by currency, `remaining_today` being the daily limit here.
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
      return given ? { ...terms, ...given, remaining_today: given.daily_limit } : terms;
    }),
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
