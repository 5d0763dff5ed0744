import { formatAmount, toLocaleDigits, toastQueue } from '@sarraf/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { scaleOf } from '../../../entities/currency';
import { reference } from '../../../shared/components/referenceStoryKit';
import { currentLocale, i18n } from '../../../shared/i18n/i18n';
import { marketsHandlers } from '../../../shared/mocks/marketsHandlers';
import {
  resetTreasuryMocks,
  treasuryAdminHandlers,
  treasuryAdminMockMessages,
  treasuryMockState,
} from '../mocks/treasuryAdminHandlers';
import { AdminDeskBoardScreen } from './AdminDeskBoardScreen';

// The operator's desk board: the stock of each currency, the treasury moves waiting for a second operator
// (maker-checker), proposing a move, and the moves decided lately.
const meta = {
  title: 'Features/Admin/DeskBoard',
  component: AdminDeskBoardScreen,
  beforeEach: () => resetTreasuryMocks(),
  parameters: {
    router: { initialEntries: ['/admin'] },
    msw: { handlers: { admin: treasuryAdminHandlers.board, markets: marketsHandlers.success() } },
  },
} satisfies Meta<typeof AdminDeskBoardScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Scope = ReturnType<typeof within>;

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options);
const says = () => treasuryAdminMockMessages[currentLocale()];
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const currency = (code: 'IRT' | 'USDT') => t(`admin:wallet.currencies.${code}`);
const amount = (value: string, code: 'IRT' | 'USDT') =>
  formatAmount(value, { locale: currentLocale(), maxDecimals: scaleOf(code) });

/** A move's accessible name: "Into the stock from the hot wallet Move 12". */
const moveName = (direction: string, code: 'IRT' | 'USDT', id: number) =>
  `${t(`admin:treasury.move.direction.${direction}_${code}`)} ${t('admin:treasury.move.number', { id: reference(id) })}`;

/** The value a detail list shows beside `label`. */
const detail = (scope: Scope, label: string) =>
  scope.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

async function stockOf(canvasElement: HTMLElement, code: 'IRT' | 'USDT') {
  const stock = within(
    await within(canvasElement).findByRole('region', { name: t('admin:treasury.stock.title') }),
  );
  return within(
    await stock.findByRole('listitem', {
      name: t('admin:treasury.stock.label', { currency: currency(code) }),
    }),
  );
}

async function pendingList(canvasElement: HTMLElement) {
  return within(
    await within(canvasElement).findByRole('list', { name: t('admin:treasury.pending.listLabel') }),
  );
}

async function pendingMove(canvasElement: HTMLElement, direction: string, code: 'IRT' | 'USDT', id: number) {
  return within(
    (await pendingList(canvasElement)).getByRole('listitem', { name: moveName(direction, code, id) }),
  );
}

async function expectToast(canvasElement: HTMLElement, title: string) {
  const body = page(canvasElement);
  await expect(await body.findByText(title)).toBeVisible();
  toastQueue.clear();
  await waitFor(() => expect(body.queryByText(title)).toBeNull());
}

const press = (scope: Scope, key: string) => userEvent.click(scope.getByRole('button', { name: t(key) }));

export const Loading: Story = {
  parameters: { msw: { handlers: { admin: treasuryAdminHandlers.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('admin:treasury.title') })).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { admin: treasuryAdminHandlers.loadFailed } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('admin:treasury.stock.loadFailed'))).toBeVisible();
    await expect(await canvas.findByText(t('admin:treasury.pending.loadFailed'))).toBeVisible();
    await expect(await canvas.findByText(t('admin:treasury.recent.loadFailed'))).toBeVisible();
    await expect(await canvas.findByText(t('admin:treasury.day.loadFailed'))).toBeVisible();
    await expect(canvas.getAllByText(says().serverError)).toHaveLength(4);
    await expect(canvas.getAllByRole('button', { name: t('admin:retry') })).toHaveLength(4);
  },
};

/** The stock, nothing waiting and nothing decided yet; nothing filled today, said in the chart's words. */
export const Empty: Story = {
  parameters: { msw: { handlers: { admin: treasuryAdminHandlers.empty } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: t('admin:treasury.pending.empty') }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { name: t('admin:treasury.recent.empty') }),
    ).toBeVisible();
    await expect(await canvas.findByRole('img', { name: t('admin:treasury.day.chartEmpty') })).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('admin:treasury.actions.propose') })).toBeVisible();
  },
};

/**
 * Each currency's stock in clear words (can pay out now, held, reserved for approved large orders, floor),
 * the two moves waiting and the two decided, each with where the money goes in words.
 */
export const StockAndMoves: Story = {
  play: async ({ canvasElement }) => {
    const tether = await stockOf(canvasElement, 'USDT');
    await expect(detail(tether, t('admin:treasury.stock.available'))).toHaveTextContent(
      `${amount('14050.5', 'USDT')}${currency('USDT')}`,
    );
    await expect(detail(tether, t('admin:treasury.stock.balance'))).toHaveTextContent(
      amount('18250.5', 'USDT'),
    );
    await expect(detail(tether, t('admin:treasury.stock.reserved'))).toHaveTextContent(
      amount('3200', 'USDT'),
    );
    await expect(detail(tether, t('admin:treasury.stock.floor'))).toHaveTextContent(amount('1000', 'USDT'));
    const toman = await stockOf(canvasElement, 'IRT');
    await expect(detail(toman, t('admin:treasury.stock.available'))).toHaveTextContent(
      `${amount('4350000000', 'IRT')}${currency('IRT')}`,
    );

    const pending = await pendingList(canvasElement);
    await expect(pending.getAllByRole('listitem')).toHaveLength(2);
    const settlement = await pendingMove(canvasElement, 'out', 'IRT', 13);
    await expect(detail(settlement, t('admin:treasury.move.fields.proposedBy'))).toHaveTextContent(
      'night.desk@sarraf.example',
    );
    await expect(detail(settlement, t('admin:treasury.move.fields.note'))).toHaveTextContent(
      'Settlement with the partner bank',
    );
    await expect(settlement.getByRole('button', { name: t('admin:treasury.actions.approve') })).toBeVisible();

    const recent = within(
      await within(canvasElement).findByRole('list', { name: t('admin:treasury.recent.listLabel') }),
    );
    const decided = recent.getAllByRole('listitem');
    await expect(decided).toHaveLength(2);
    await expect(within(decided[1]!).getByText('The hot wallet holds enough tonight.')).toBeVisible();
    await expect(recent.queryByRole('button')).toBeNull();
  },
};

/** The proposer's own pending move: it says it waits for another operator, and offers no decision. */
export const OwnPendingMove: Story = {
  play: async ({ canvasElement }) => {
    const own = await pendingMove(canvasElement, 'in', 'USDT', 12);
    await expect(own.getByText(t('admin:treasury.pending.ownProposal'))).toBeVisible();
    await expect(own.queryByRole('button')).toBeNull();
    await expect(detail(own, t('admin:treasury.move.fields.proposedBy'))).toHaveTextContent(
      'desk@sarraf.example',
    );
  },
};

/**
 * The second operator approves the first one's Tether: the dialog says what goes in and on whose proposal,
 * the stock shows the new figures and the move is among the decided ones.
 */
export const SecondOperatorApproves: Story = {
  parameters: { msw: { handlers: { admin: treasuryAdminHandlers.asSecondOperator } } },
  play: async ({ canvasElement }) => {
    const move = await pendingMove(canvasElement, 'in', 'USDT', 12);
    await press(move, 'admin:treasury.actions.approve');
    const dialog = within(await page(canvasElement).findByRole('dialog'));
    await expect(
      dialog.getByText(
        t('admin:treasury.approveDialog.body_in', {
          amount: amount('2500', 'USDT'),
          currency: currency('USDT'),
          who: 'میز معاملات',
        }),
      ),
    ).toBeVisible();
    await press(dialog, 'admin:treasury.approveDialog.confirm');
    await expectToast(canvasElement, t('admin:treasury.approved'));
    const tether = await stockOf(canvasElement, 'USDT');
    await waitFor(() =>
      expect(detail(tether, t('admin:treasury.stock.available'))).toHaveTextContent(
        amount('16550.5', 'USDT'),
      ),
    );
    await expect(detail(tether, t('admin:treasury.stock.balance'))).toHaveTextContent(
      amount('20750.5', 'USDT'),
    );
    await waitFor(async () =>
      expect((await pendingList(canvasElement)).getAllByRole('listitem')).toHaveLength(1),
    );
    const sent = treasuryMockState.sent.at(-1)!;
    await expect(sent.line).toBe('POST /api/admin/treasury/moves/12/approve');
    await expect(sent.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
  },
};

/** Rejecting needs a reason (asked for first), sent trimmed; the move is decided with it, nothing moves. */
export const RejectWithReason: Story = {
  parameters: { visual: { target: 'body' } },
  play: async ({ canvasElement, step }) => {
    const move = await pendingMove(canvasElement, 'out', 'IRT', 13);
    await press(move, 'admin:treasury.actions.reject');
    const dialog = within(await page(canvasElement).findByRole('dialog'));
    const reason = dialog.getByRole('textbox', { name: t('admin:treasury.rejectDialog.reason') });
    await step('the reason is required', async () => {
      await press(dialog, 'admin:treasury.rejectDialog.confirm');
      await expect(reason).toHaveAccessibleDescription(
        expect.stringContaining(t('admin:verification.validation.reasonRequired')),
      );
    });
    await step('rejected with the reason', async () => {
      await userEvent.type(reason, '  Not this week: the bank limit is reached.  ');
      await press(dialog, 'admin:treasury.rejectDialog.confirm');
      await expectToast(canvasElement, t('admin:treasury.rejected'));
      await expect(treasuryMockState.sent.at(-1)!.body).toEqual({
        reason: 'Not this week: the bank limit is reached.',
      });
      const recent = within(
        await within(canvasElement).findByRole('list', { name: t('admin:treasury.recent.listLabel') }),
      );
      await waitFor(() =>
        expect(recent.getByText('Not this week: the bank limit is reached.')).toBeVisible(),
      );
    });
  },
};

/**
 * The propose dialog: the client's rules first (an amount, a reason), then the server's 422 on the amount,
 * on its field in the server's words.
 */
export const ProposeRefused: Story = {
  parameters: {
    msw: { handlers: { admin: treasuryAdminHandlers.proposeRefused } },
    visual: { target: 'body' },
  },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await press(canvas, 'admin:treasury.actions.propose');
    const dialog = within(await page(canvasElement).findByRole('dialog'));
    const amountField = dialog.getByRole('textbox', { name: t('admin:treasury.proposeDialog.amount') });
    const note = dialog.getByRole('textbox', { name: t('admin:treasury.proposeDialog.note') });
    await step('an amount and a reason are required', async () => {
      await press(dialog, 'admin:treasury.proposeDialog.confirm');
      await expect(amountField).toHaveAccessibleDescription(
        expect.stringContaining(t('admin:treasury.validation.amountRequired')),
      );
      await expect(note).toHaveAccessibleDescription(
        expect.stringContaining(t('admin:treasury.validation.noteRequired')),
      );
    });
    await step("the server's 422 on the amount", async () => {
      await userEvent.click(dialog.getByRole('radio', { name: t('admin:treasury.move.direction.in_USDT') }));
      await userEvent.type(amountField, '2500.5');
      await userEvent.type(note, 'Bought from the liquidity provider');
      await press(dialog, 'admin:treasury.proposeDialog.confirm');
      await waitFor(() =>
        expect(amountField).toHaveAccessibleDescription(expect.stringContaining(says().amountTooLarge)),
      );
      await expect(amountField).toHaveAttribute('aria-invalid', 'true');
      await expect(treasuryMockState.sent.at(-1)!.body).toEqual({
        currency: 'USDT',
        direction: 'in',
        amount: '2500.5',
        note: 'Bought from the liquidity provider',
      });
    });
  },
};

/** A proposal the server takes: it waits for another operator, shown as the operator's own. */
export const Propose: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await press(canvas, 'admin:treasury.actions.propose');
    const dialog = within(await page(canvasElement).findByRole('dialog'));
    await userEvent.click(dialog.getByRole('radio', { name: currency('IRT') }));
    await userEvent.click(dialog.getByRole('radio', { name: t('admin:treasury.move.direction.out_IRT') }));
    await expect(
      dialog.getByText(
        t('admin:treasury.proposeDialog.available', {
          amount: amount('4350000000', 'IRT'),
          currency: currency('IRT'),
        }),
      ),
    ).toBeVisible();
    await userEvent.type(
      dialog.getByRole('textbox', { name: t('admin:treasury.proposeDialog.amount') }),
      '750000000',
    );
    await userEvent.type(
      dialog.getByRole('textbox', { name: t('admin:treasury.proposeDialog.note') }),
      'Payroll',
    );
    await press(dialog, 'admin:treasury.proposeDialog.confirm');
    await expectToast(canvasElement, t('admin:treasury.proposed'));
    await waitFor(async () =>
      expect((await pendingList(canvasElement)).getAllByRole('listitem')).toHaveLength(3),
    );
    const own = await pendingMove(canvasElement, 'out', 'IRT', 14);
    await expect(own.getByText(t('admin:treasury.pending.ownProposal'))).toBeVisible();
    await expect(own.queryByRole('button')).toBeNull();
  },
};

/**
 * Today at the desk (issue 26): USDT/IRT's three fills in clear words (sold and bought, the position against
 * midnight, Toman in and out, fees, the spread on the two orders priced from a reference), USDC/IRT with
 * nothing yet, and the hours' chart described by its busiest hour.
 */
export const TodayAtTheDesk: Story = {
  play: async ({ canvasElement }) => {
    const card = within(
      await within(canvasElement).findByRole('region', { name: t('admin:treasury.day.title') }),
    );
    const market = within(await card.findByRole('listitem', { name: 'USDT/IRT' }));
    const of = (value: string, code: 'IRT' | 'USDT') => `${amount(value, code)} ${currency(code)}`;
    await expect(detail(market, t('admin:treasury.day.sold'))).toHaveTextContent(of('325.5', 'USDT'));
    await expect(detail(market, t('admin:treasury.day.bought'))).toHaveTextContent(of('200', 'USDT'));
    await expect(detail(market, t('admin:treasury.day.net'))).toHaveTextContent(
      t('admin:treasury.day.netLess', { amount: of('125.5', 'USDT') }),
    );
    await expect(detail(market, t('admin:treasury.day.quoteIn'))).toHaveTextContent(of('30000000', 'IRT'));
    await expect(detail(market, t('admin:treasury.day.quoteOut'))).toHaveTextContent(of('30150000', 'IRT'));
    await expect(detail(market, t('admin:treasury.day.fees'))).toHaveTextContent(of('60150', 'IRT'));
    await expect(detail(market, t('admin:treasury.day.spread'))).toHaveTextContent(
      t('admin:treasury.day.spreadOn', {
        sign: '',
        amount: of('162750', 'IRT'),
        count: 2,
        n: amount('2', 'IRT'),
      }),
    );
    const quiet = within(card.getByRole('listitem', { name: 'USDC/IRT' }));
    await expect(detail(quiet, t('admin:treasury.day.spread'))).toHaveTextContent(
      t('admin:treasury.day.spreadNone'),
    );
    await expect(detail(quiet, t('admin:treasury.day.net'))).toHaveTextContent(
      t('admin:treasury.day.netNone'),
    );
    const digits = (text: string) => toLocaleDigits(text, currentLocale());
    await expect(
      card.getByRole('img', {
        name: t('admin:treasury.day.chart', {
          from: `${digits('11')}:${digits('00')}`,
          amount: amount('45150000', 'IRT'),
          currency: currency('IRT'),
        }),
      }),
    ).toBeVisible();
  },
};

/**
 * The floor of Tether from the board (issue 26): above what the stock holds less what is reserved, the
 * server's 422 says the most it can be, on the field; 2,000 is taken, said in a toast, and the stock shows
 * the new floor and what it can pay out now.
 */
export const SetFloor: Story = {
  parameters: { visual: { target: 'body' } },
  play: async ({ canvasElement, step }) => {
    const tether = await stockOf(canvasElement, 'USDT');
    await userEvent.click(
      tether.getByRole('button', {
        name: t('admin:treasury.stock.setFloor', { currency: currency('USDT') }),
      }),
    );
    const dialog = within(
      await page(canvasElement).findByRole('dialog', {
        name: t('admin:treasury.floorDialog.title', { currency: currency('USDT') }),
      }),
    );
    const floor = dialog.getByRole('textbox', { name: t('admin:treasury.floorDialog.floor') });
    await expect(floor).toHaveValue(amount('1000', 'USDT'));
    await step("above what the stock can keep back: the server's most, on the field", async () => {
      await userEvent.clear(floor);
      await userEvent.type(floor, '20000');
      await press(dialog, 'admin:treasury.floorDialog.confirm');
      await waitFor(() =>
        expect(floor).toHaveAccessibleDescription(expect.stringContaining(says().floorTooHigh)),
      );
      await expect(floor).toHaveAttribute('aria-invalid', 'true');
    });
    await step('2,000 is taken', async () => {
      await userEvent.clear(floor);
      await userEvent.type(floor, '2000');
      await press(dialog, 'admin:treasury.floorDialog.confirm');
      await expectToast(
        canvasElement,
        t('admin:treasury.floorDialog.done', { amount: amount('2000', 'USDT'), currency: currency('USDT') }),
      );
      await expect(treasuryMockState.sent.map((call) => call.body)).toEqual([
        { currency: 'USDT', floor: '20000' },
        { currency: 'USDT', floor: '2000' },
      ]);
      const after = await stockOf(canvasElement, 'USDT');
      await waitFor(() =>
        expect(detail(after, t('admin:treasury.stock.floor'))).toHaveTextContent(amount('2000', 'USDT')),
      );
      await expect(detail(after, t('admin:treasury.stock.available'))).toHaveTextContent(
        amount('13050.5', 'USDT'),
      );
    });
  },
};

/**
 * Approving a move out of the stock beyond what it can pay now: the server's 409 says the most it can, in
 * the screen's alert; the move still waits.
 */
export const StockShortOnApprove: Story = {
  parameters: { visual: { target: 'body' } },
  play: async ({ canvasElement }) => {
    const move = await pendingMove(canvasElement, 'out', 'IRT', 13);
    await press(move, 'admin:treasury.actions.approve');
    const dialog = within(await page(canvasElement).findByRole('dialog'));
    await press(dialog, 'admin:treasury.approveDialog.confirm');
    const alert = await page(canvasElement).findByRole('alertdialog');
    await expect(alert).toHaveAccessibleName(t('admin:treasury.conflictTitle'));
    await expect(within(alert).getByText(says().tomanShort)).toBeVisible();
    await expect((await pendingList(canvasElement)).getAllByRole('listitem')).toHaveLength(2);
  },
};

/**
 * A market priced from the feed whose reference is too old: the board says it is paused and why, next to its
 * last prices, with the way to the prices screen; the other market still quotes.
 */
export const MarketPaused: Story = {
  parameters: {
    msw: {
      handlers: {
        markets: marketsHandlers.availability({
          buy: false,
          sell: false,
          paused: { reason: 'feed_stale', note: null, since: '2026-03-09T16:40:00+03:30' },
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const markets = await canvas.findByRole('region', { name: t('admin:treasury.markets.title') });
    await expect(
      await within(markets).findAllByText(t('admin:treasury.markets.paused.feed_stale')),
    ).not.toHaveLength(0);
    await expect(
      within(markets).getByRole('link', { name: t('admin:treasury.markets.manage') }),
    ).toHaveAttribute('href', '/admin/markets');
  },
};
