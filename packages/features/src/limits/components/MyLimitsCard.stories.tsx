import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatAmount } from '@sarraf/ui/format';
import { expect, userEvent, within } from 'storybook/test';
import { expectFitsAtTextZoom, textZoom200 } from '../../../../../.storybook/textZoom';
import { currentLocale, i18n } from '../../shared/i18n/i18n';
import '../i18n/registerLimitsI18n';
import { MONTH_RESETS_AT } from '../mocks/limitsFixtures';
import {
  myLimitsHandlers,
  myLimitsMockMessages,
  myLimitsMockState,
  resetMyLimitsMocks,
} from '../mocks/limitsHandlers';
import { MyLimitsCard } from './MyLimitsCard';

/** The translation of a key in the story's language. */
const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);

/**
 * A sentence of the catalogue as it reads on screen: its markup tags gone, its values in, its spaces (the
 * no-break ones too) as `toHaveTextContent` compares them.
 */
const sentence = (key: string, options?: Record<string, unknown>) =>
  t(key, options)
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ');

/** An amount as the card writes it: grouped, Persian digits in fa (the values here already have ≤ 3 decimals). */
const num = (value: string) => formatAmount(value, { locale: currentLocale() });

type Kind = 'irt_deposit' | 'irt_withdrawal' | 'usdt_withdrawal' | 'trade_value';
type Currency = 'IRT' | 'USDT';

/** "Left today: X of Y Toman" (`today`) or this month's (`month`), in the story's language and digits. */
const leftLine = (which: 'today' | 'month', left: string, limit: string, currency: Currency) =>
  sentence(`limits:${which}`, {
    left: num(left),
    limit: num(limit),
    unit: t(`limits:currencies.${currency}`),
  });

/** What the mock server answers in the story's language (it reads X-Locale, like the real one). */
const mockSays = () => myLimitsMockMessages[currentLocale()];

/** 1 Khordad 1405, the first of the next Persian month, as each reader's calendar writes it. */
const MONTH_RESET_DATE = { fa: '۱ خرداد ۱۴۰۵', en: '22 May 2026' } as const;

const meta = {
  title: 'Features/Limits/MyLimitsCard',
  component: MyLimitsCard,
  render: () => (
    <main style={{ padding: 16 }}>
      <MyLimitsCard />
    </main>
  ),
  beforeEach: () => {
    resetMyLimitsMocks();
  },
  parameters: { msw: { handlers: { limits: myLimitsHandlers.limits } } },
} satisfies Meta<typeof MyLimitsCard>;

export default meta;
type Story = StoryObj<typeof meta>;
type Scope = ReturnType<typeof within>;

/** The card, a region named by its title. */
const card = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('region', { name: t('limits:title') });

/** The card once its limits are in. */
async function loadedCard(canvasElement: HTMLElement): Promise<Scope> {
  const scope = within(card(canvasElement));
  await scope.findByRole('list');
  return scope;
}

/** One kind's item, named by its heading. */
const kindItem = (scope: Scope, kind: Kind) =>
  scope.getByRole('listitem', { name: t(`limits:kinds.${kind}`) });

/**
 * Every kind in the card's order (withdrawals, trading, deposits), whatever the server's; what is left today
 * and this month of each, Toman whole and Tether cut to 3 decimals, in the reader's words and digits; the
 * deposits' hint under deposits only; no "set for you"; when the limits start again, in the reader's calendar.
 */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const scope = await loadedCard(canvasElement);
    await expect(scope.getByRole('heading', { level: 2, name: t('limits:title') })).toBeVisible();
    const names = scope
      .getAllByRole('listitem')
      .map((item: HTMLElement) => item.querySelector('h3')?.textContent);
    await expect(names).toEqual([
      t('limits:kinds.irt_withdrawal'),
      t('limits:kinds.usdt_withdrawal'),
      t('limits:kinds.trade_value'),
      t('limits:kinds.irt_deposit'),
    ]);

    const toman = kindItem(scope, 'irt_withdrawal');
    await expect(toman).toHaveTextContent(leftLine('today', '155000000', '200000000', 'IRT'));
    await expect(toman).toHaveTextContent(leftLine('month', '2180000000', '3000000000', 'IRT'));
    const tether = kindItem(scope, 'usdt_withdrawal');
    await expect(tether).toHaveTextContent(leftLine('today', '3749.876', '5000', 'USDT'));
    await expect(tether).toHaveTextContent(leftLine('month', '37199.25', '50000', 'USDT'));
    const trading = kindItem(scope, 'trade_value');
    await expect(trading).toHaveTextContent(leftLine('today', '380000000', '500000000', 'IRT'));
    const deposits = kindItem(scope, 'irt_deposit');
    await expect(deposits).toHaveTextContent(leftLine('month', '3750000000', '4000000000', 'IRT'));

    // The reader's words and digits: Persian digits only in fa, Latin only in en.
    const text = (card(canvasElement).textContent ?? '').replace(/\s+/g, ' ');
    if (currentLocale() === 'fa') {
      await expect(text).toContain('باقی‌مانده امروز: ۱۵۵٬۰۰۰٬۰۰۰ از ۲۰۰٬۰۰۰٬۰۰۰ تومان');
      await expect(text).not.toMatch(/[0-9]/);
    } else {
      await expect(text).toContain('Left today: 155,000,000 of 200,000,000 Toman');
      await expect(text).toContain('Left today: 3,749.876 of 5,000 Tether');
      await expect(text).not.toMatch(/[۰-۹]/);
    }

    await expect(within(deposits).getByText(t('limits:depositHint'))).toBeVisible();
    await expect(scope.getAllByText(t('limits:depositHint'))).toHaveLength(1);
    await expect(scope.queryByText(t('limits:own'))).toBeNull();

    const date = MONTH_RESET_DATE[currentLocale()];
    await expect(card(canvasElement)).toHaveTextContent(sentence('limits:resets', { date }));
    const time = card(canvasElement).querySelector('time');
    await expect(time).toHaveTextContent(date);
    await expect(time).toHaveAttribute('datetime', MONTH_RESETS_AT);
    await expect(myLimitsMockState.requests).toEqual(['GET /api/limits']);
  },
};

/** The desk set this person's own Tether withdrawal amounts: that kind, and only it, says so. */
export const OwnLimit: Story = {
  parameters: { msw: { handlers: { limits: myLimitsHandlers.ownLimit } } },
  play: async ({ canvasElement }) => {
    const scope = await loadedCard(canvasElement);
    const tether = kindItem(scope, 'usdt_withdrawal');
    await expect(within(tether).getByText(t('limits:own'))).toBeVisible();
    await expect(scope.getAllByText(t('limits:own'))).toHaveLength(1);
    await expect(tether).toHaveTextContent(leftLine('today', '18749.876', '20000', 'USDT'));
    await expect(tether).toHaveTextContent(leftLine('month', '187199.25', '200000', 'USDT'));
    await expect(within(kindItem(scope, 'irt_withdrawal')).queryByText(t('limits:own'))).toBeNull();
  },
};

/** Today's Toman withdrawals all used: 0 left today (in the critical colour), the month's still shown. */
export const NothingLeftToday: Story = {
  parameters: { msw: { handlers: { limits: myLimitsHandlers.nothingLeftToday } } },
  play: async ({ canvasElement }) => {
    const scope = await loadedCard(canvasElement);
    const toman = kindItem(scope, 'irt_withdrawal');
    await expect(toman).toHaveTextContent(leftLine('today', '0', '200000000', 'IRT'));
    await expect(toman).toHaveTextContent(leftLine('month', '2180000000', '3000000000', 'IRT'));
    const none = toman.querySelectorAll('[data-none]');
    await expect(none).toHaveLength(1);
    await expect(none[0]).toHaveTextContent(num('0'));
    // The other kinds still have some left today.
    await expect(kindItem(scope, 'usdt_withdrawal').querySelector('[data-none]')).toBeNull();
  },
};

/** Placeholders hold the card's place, and say what is loading; no figures, no buttons. */
export const Loading: Story = {
  parameters: { msw: { handlers: { limits: myLimitsHandlers.loading } } },
  play: async ({ canvasElement }) => {
    const region = card(canvasElement);
    await expect(within(region).getByRole('heading', { name: t('limits:title') })).toBeVisible();
    await expect(region.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(within(region).getByText(t('limits:loading'))).toBeInTheDocument();
    await expect(within(region).queryByRole('list')).toBeNull();
    await expect(within(region).queryByRole('button')).toBeNull();
  },
};

/** The load fails: what failed, the server's words and a retry, inside the card. */
export const LoadFailed: Story = {
  parameters: { msw: { handlers: { limits: myLimitsHandlers.serverError } } },
  play: async ({ canvasElement }) => {
    const scope = within(card(canvasElement));
    await expect(await scope.findByText(t('limits:failed'))).toBeVisible();
    await expect(scope.getByText(mockSays().serverError)).toBeVisible();
    await expect(scope.getByRole('button', { name: t('limits:retry') })).toBeEnabled();
    await expect(scope.queryByRole('list')).toBeNull();
  },
};

/** The first load fails; Try again asks once more and this time the limits come. */
export const RetryAfterFailure: Story = {
  parameters: { msw: { handlers: { limits: myLimitsHandlers.failsOnce } } },
  play: async ({ canvasElement }) => {
    const scope = within(card(canvasElement));
    await expect(await scope.findByText(mockSays().serverError)).toBeVisible();
    await userEvent.click(scope.getByRole('button', { name: t('limits:retry') }));
    await scope.findByRole('list');
    await expect(kindItem(scope, 'irt_withdrawal')).toHaveTextContent(
      leftLine('today', '155000000', '200000000', 'IRT'),
    );
    await expect(scope.queryByText(t('limits:failed'))).toBeNull();
    await expect(myLimitsMockState.requests).toEqual(['GET /api/limits', 'GET /api/limits']);
  },
};

/** At 200% text size the card reflows: everything still there, nothing wider than the phone. */
export const LargeText: Story = {
  parameters: { ...textZoom200, msw: { handlers: { limits: myLimitsHandlers.ownLimit } } },
  play: async ({ canvasElement }) => {
    const scope = await loadedCard(canvasElement);
    await expect(scope.getAllByRole('listitem')).toHaveLength(4);
    await expectFitsAtTextZoom(canvasElement);
  },
};
