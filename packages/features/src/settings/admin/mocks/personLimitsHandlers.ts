import { buildErrorBody } from '../../../shared/mocks/errorBody';
import { http } from '../../../shared/mocks/http';
import { mockMessages, sayIn } from '../../../shared/mocks/serverMessage';
import type { AdminPersonLimits, PersonLimitChange } from '../api/adminPersonLimits';

const LIMITS = '/api/admin/limits';

/** What the mock server answers about one person's limits, from the server's own catalogue. */
export const personLimitsMockMessages = mockMessages({
  validation: 'error.validation',
  notFound: 'error.notFound',
  monthBelowDay: 'limits.monthBelowDay',
});

const say = (request: Request, key: keyof (typeof personLimitsMockMessages)['en']) =>
  sayIn(personLimitsMockMessages, request, key);

/** The person the mock knows: an individual with 120,000,000 Toman withdrawn today. */
export const MOCK_LIMITS_EMAIL = 'sara.ahmadi@example.com';
const DAY_RESETS_AT = '2026-03-10T20:30:00.000Z';
const MONTH_RESETS_AT = '2026-03-20T20:30:00.000Z';
export const MOCK_LIMITS_SET_AT = '2026-03-10T08:00:00.000Z';

type Row = AdminPersonLimits['data'][number];

function row(kind: Row['kind'], daily: string, monthly: string, usedToday: string): Row {
  const less = (limit: string) => String(Math.max(0, Number(limit) - Number(usedToday)));
  return {
    kind,
    currency: kind === 'usdt_withdrawal' ? 'USDT' : 'IRT',
    daily,
    monthly,
    used_today: usedToday,
    used_this_month: usedToday,
    remaining_today: less(daily),
    remaining_this_month: less(monthly),
    day_resets_at: DAY_RESETS_AT,
    month_resets_at: MONTH_RESETS_AT,
    own: false,
    override_note: null,
    override_set_at: null,
  };
}

/** Sara's limits as the server answers them: an individual's amounts, none of her own. */
export function buildPersonLimits(): AdminPersonLimits {
  return {
    email: MOCK_LIMITS_EMAIL,
    account_type: 'individual',
    data: [
      row('irt_deposit', '300000000', '3000000000', '0'),
      row('irt_withdrawal', '300000000', '3000000000', '120000000'),
      row('trade_value', '10000000000', '100000000000', '0'),
      row('usdt_withdrawal', '10000', '100000', '0'),
    ],
  };
}

const initialState = () => ({
  person: buildPersonLimits(),
  /** Every change sent, as sent. */
  changes: [] as PersonLimitChange[],
  /** Every call, as "GET /api/admin/limits?email=...". */
  requests: [] as string[],
});

export const personLimitsMockState = initialState();

export function resetPersonLimitsMocks(): void {
  Object.assign(personLimitsMockState, initialState());
}

function log(request: Request) {
  const url = new URL(request.url);
  personLimitsMockState.requests.push(`${request.method} ${url.pathname}${url.search}`);
}

const notFound = (request: Request) => buildErrorBody({ message: say(request, 'notFound') });

/** As the server: 404 for an email no account has; the person's limits otherwise. */
const lookUp = http.get(LIMITS, ({ request, response }) => {
  log(request);
  const email = new URL(request.url).searchParams.get('email')?.trim().toLowerCase();
  if (email !== MOCK_LIMITS_EMAIL) return response(404).json(notFound(request));
  return response(200).json(personLimitsMockState.person);
});

/** As the server: the kind's own amounts set (or removed) and the person answered as they now stand. */
const change = http.put(LIMITS, async ({ request, response }) => {
  log(request);
  const body = (await request.clone().json()) as PersonLimitChange;
  personLimitsMockState.changes.push(body);
  if (body.email.trim().toLowerCase() !== MOCK_LIMITS_EMAIL) return response(404).json(notFound(request));
  const fresh = buildPersonLimits().data.find((limit) => limit.kind === body.kind)!;
  personLimitsMockState.person = {
    ...personLimitsMockState.person,
    data: personLimitsMockState.person.data.map((limit) => {
      if (limit.kind !== body.kind) return limit;
      if (!body.override) return fresh;
      const used = Number(limit.used_today);
      return {
        ...limit,
        daily: body.override.daily,
        monthly: body.override.monthly,
        remaining_today: String(Math.max(0, Number(body.override.daily) - used)),
        remaining_this_month: String(Math.max(0, Number(body.override.monthly) - used)),
        own: true,
        override_note: body.note,
        override_set_at: MOCK_LIMITS_SET_AT,
      };
    }),
  };
  return response(200).json(personLimitsMockState.person);
});

/** Named handler groups of the card (`parameters.msw.handlers.personLimits`). */
export const personLimitsHandlers = {
  /** Looking up Sara works; changes are taken. */
  personLimits: [lookUp, change],
};
