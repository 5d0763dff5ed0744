import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { currentLocale } from '../../shared/i18n/i18n';
import { percentText } from '../components/formatFigures';
import { tradeHandlers } from '../mocks/tradeHandlers';
import { mockState, quoteIdOf, resetTradeMocks } from '../mocks/tradeMockState';
import { TradeScreen } from './TradeScreen';
import {
  currency,
  currentAddress,
  detailValue,
  digits,
  expectFitsNarrow,
  expectToast,
  LocationProbe,
  mockSays,
  Narrow,
  num,
  page,
  PageStub,
  press,
  t,
} from './tradeStoryKit';

const meta = {
  title: 'Features/Trade/TradeScreen',
  component: TradeScreen,
  // The screen counts down on the mock server's clock: a story moves time by hand, nothing waits.
  render: (args) => (
    <>
      <Routes>
        <Route path="/trade/:pair" element={<TradeScreen {...args} clock={mockState.clock} />} />
        <Route path="/orders" element={<PageStub name="Orders" />} />
        <Route path="/orders/:id/details" element={<PageStub name="Order" />} />
      </Routes>
      <LocationProbe />
    </>
  ),
  beforeEach: () => resetTradeMocks(),
  parameters: {
    router: { initialEntries: ['/trade/USDT-IRT'] },
    msw: { handlers: { trade: tradeHandlers.ready } },
  },
} satisfies Meta<typeof TradeScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

const amountField = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('textbox', { name: t('trade:form.amount') });

async function loaded(canvasElement: HTMLElement) {
  return within(canvasElement).findByRole('textbox', { name: t('trade:form.amount') });
}

/** The confirm order dialog, once open: queries inside it, and the dialog itself as `box`. */
async function quoteDialog(canvasElement: HTMLElement) {
  const box = await page(canvasElement).findByRole('dialog', { name: t('trade:quote.title') });
  return Object.assign(within(box), { box });
}

/** Types an amount and presses "Get price". */
async function getPriceFor(canvasElement: HTMLElement, amount: string) {
  await userEvent.type(await loaded(canvasElement), amount);
  await press(canvasElement, t('trade:form.submit'));
}

/** Buys for 50,000,000 Toman up to the confirm dialog. */
async function toQuote(canvasElement: HTMLElement) {
  await getPriceFor(canvasElement, '50000000');
  return quoteDialog(canvasElement);
}

const confirmButton = (dialog: Pick<ReturnType<typeof within>, 'getByRole'>) =>
  dialog.getByRole('button', { name: t('trade:quote.confirm') });

/** "and a fraction under 0.001": what follows an amount that holds more than its 3 shown decimals. */
const fractionUnder = () => t('common:amounts.fractionUnder', { rest: num('0.001') });

/** The figures of the first Buy quote: 50,000,000 Toman at 92,150 with the 0.25% tier. */
async function expectBuyFigures(dialog: HTMLElement) {
  await expect(detailValue(dialog, t('trade:quote.pay'))).toHaveTextContent(
    `${num('50000000')}${currency('IRT')}`,
  );
  // 541.237113 is received: the figure cut to 3 decimals says a fraction comes with it.
  await expect(detailValue(dialog, t('trade:quote.receive'))).toHaveTextContent(
    `${num('541.237113')}${currency('USDT')} ${fractionUnder()}`,
  );
  await expect(detailValue(dialog, t('trade:quote.price'))).toHaveTextContent(
    t('trade:quote.priceValue', { base: currency('USDT'), price: num('92150'), quote: currency('IRT') }),
  );
  // The fee comes out of the 50,000,000 paid, not on top of it.
  await expect(detailValue(dialog, t('trade:quote.fee'))).toHaveTextContent(
    t('trade:quote.feeFromPaid', {
      amount: num('125000'),
      unit: currency('IRT'),
      percent: percentText('0.25', currentLocale()),
    }),
  );
}

export const Loading: Story = {
  parameters: { msw: { handlers: { trade: tradeHandlers.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('trade:title') })).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

/** The markets do not load: the server's words and a way to try again. */
export const MarketsFailed: Story = {
  parameters: { msw: { handlers: { trade: tradeHandlers.marketsFailed } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('trade:loadFailed'))).toBeVisible();
    await expect(canvas.getByText(mockSays().serverError)).toBeVisible();
    await expect(canvas.queryByRole('textbox')).toBeNull();
  },
};

export const MarketsRetry: Story = {
  parameters: { msw: { handlers: { trade: tradeHandlers.marketsFailOnce() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('trade:retry') }));
    await expect(await loaded(canvasElement)).toBeVisible();
  },
};

/** Buy by default: both prices and the 24h change, the week's line, the balance to pay from, the fee tier. */
export const TradeForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await loaded(canvasElement);
    const market = canvas.getByRole('region', { name: `${currency('USDT')}/${currency('IRT')}` });
    await expect(detailValue(market, t('trade:price.buy'))).toHaveTextContent(num('92150'));
    await expect(detailValue(market, t('trade:price.sell'))).toHaveTextContent(num('91800'));
    await expect(market).toHaveTextContent(t('trade:price.up'));
    await expect(canvas.getByRole('radio', { name: t('trade:form.buy') })).toBeChecked();
    await expect(field).toHaveAccessibleDescription(
      t('trade:form.available', { amount: num('125000000'), unit: currency('IRT') }),
    );
    await expect(
      await canvas.findByRole('img', {
        name: t('trade:chart.label', {
          side: t('trade:price.buy'),
          from: num('90700'),
          to: num('92150'),
          unit: currency('IRT'),
        }),
      }),
    ).toBeVisible();
    const fee = canvas.getByRole('region', { name: t('trade:fee.title') });
    await expect(await within(fee).findByText(t('trade:fee.volume'))).toBeVisible();
    await expect(detailValue(fee, t('trade:fee.volume'))).toHaveTextContent(num('180000000'));
    await expect(detailValue(fee, t('trade:fee.nextTier'))).toHaveTextContent(num('500000000'));
  },
};

/** Sell pays Tether: the field, its balance and the chart follow, and the side stays in the address. */
export const SellSide: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: t('trade:form.sell') }));
    await expect(amountField(canvasElement)).toHaveAccessibleDescription(
      t('trade:form.available', { amount: num('1250.5'), unit: currency('USDT') }),
    );
    await expect(currentAddress(canvasElement)).toBe('/trade/USDT-IRT?side=sell');
    await expect(await canvas.findByRole('img', { name: new RegExp(t('trade:price.sell')) })).toBeVisible();
  },
};

/** Nothing typed: the spec's message, and no price is asked for. */
export const EmptyAmount: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await press(canvasElement, t('trade:form.submit'));
    await expect(amountField(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(within(canvasElement).getAllByText(t('trade:validation.amountRequired'))).not.toHaveLength(
      0,
    );
    await expect(mockState.quoteRequests).toHaveLength(0);
  },
};

/** A fourth decimal of Tether is typed, seen, and refused with the spec's message. */
export const TooManyDecimals: Story = {
  parameters: { router: { initialEntries: ['/trade/USDT-IRT?side=sell'] } },
  play: async ({ canvasElement }) => {
    await getPriceFor(canvasElement, '12.3456');
    await expect(within(canvasElement).getAllByText(t('trade:validation.amountDecimals'))).not.toHaveLength(
      0,
    );
    await expect(mockState.quoteRequests).toHaveLength(0);
  },
};

/** More than the balance: "Insufficient IRT Balance!" before anything is sent. */
export const InsufficientBalance: Story = {
  play: async ({ canvasElement }) => {
    await getPriceFor(canvasElement, '125000001');
    await expect(amountField(canvasElement)).toHaveAccessibleDescription(
      new RegExp(t('trade:validation.insufficientIRT')),
    );
    await expect(mockState.quoteRequests).toHaveLength(0);
    // The message goes with its cause.
    await userEvent.type(amountField(canvasElement), '{Backspace}');
    await expect(amountField(canvasElement)).not.toHaveAttribute('aria-invalid');
  },
};

/** "Max" fills the whole Tether balance. */
export const MaxFillsBalance: Story = {
  parameters: { router: { initialEntries: ['/trade/USDT-IRT?side=sell'] } },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await press(canvasElement, t('trade:form.max'));
    await expect(amountField(canvasElement)).toHaveValue(num('1250.5'));
  },
};

/**
 * Tether held past the 3 decimals shown: the balance says a fraction is held beyond 130.203, and "Max" sells
 * all of it (130.203864), which the 3-decimals rule accepts as the whole balance; no dust is left behind.
 */
export const MaxSellsTetherFraction: Story = {
  parameters: {
    router: { initialEntries: ['/trade/USDT-IRT?side=sell'] },
    msw: { handlers: { trade: tradeHandlers.tetherFraction } },
  },
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await expect(amountField(canvasElement)).toHaveAccessibleDescription(
      `${t('trade:form.available', { amount: num('130.203'), unit: currency('USDT') })} ${fractionUnder()}`,
    );
    await press(canvasElement, t('trade:form.max'));
    await expect(amountField(canvasElement)).toHaveValue(num('130.203864', 6));
    await press(canvasElement, t('trade:form.submit'));
    await waitFor(() => expect(mockState.quoteRequests).toHaveLength(1));
    await expect(mockState.quoteRequests[0]!.body).toEqual({
      pair: 'USDT/IRT',
      side: 'Sell',
      amount: '130.203864',
    });
    // The confirmation says all of it is paid, not 130.203.
    const dialog = await quoteDialog(canvasElement);
    await expect(detailValue(dialog.box, t('trade:quote.pay'))).toHaveTextContent(
      `${num('130.203864')}${currency('USDT')} ${fractionUnder()}`,
    );
  },
};

/** The confirm order dialog: the server's figures, the price, the fee and its percent, and 30 seconds. */
export const QuoteWithCountdown: Story = {
  parameters: { visual: { target: 'body' } },
  play: async ({ canvasElement }) => {
    const dialog = await toQuote(canvasElement);
    await expectBuyFigures(dialog.box);
    await expect(dialog.getByRole('timer', { name: t('trade:quote.timeLeft') })).toHaveTextContent(
      digits('30'),
    );
    await expect(confirmButton(dialog)).toBeEnabled();
    await expect(mockState.quoteRequests[0]!.body).toEqual({
      pair: 'USDT/IRT',
      side: 'Buy',
      amount: '50000000',
    });
  },
};

/** A quote that took 18 of its 30 seconds to arrive counts down from the 12 left, not from 30. */
export const SlowNetworkQuote: Story = {
  parameters: { msw: { handlers: { trade: tradeHandlers.slowQuote } }, visual: { target: 'body' } },
  play: async ({ canvasElement }) => {
    const dialog = await toQuote(canvasElement);
    await expect(dialog.getByRole('timer')).toHaveTextContent(digits('12'));
  },
};

/** Time runs out: Confirm is disabled and a new price is one tap away, where focus now rests. */
export const ExpiredQuote: Story = {
  parameters: { msw: { handlers: { trade: tradeHandlers.priceMoves } }, visual: { target: 'body' } },
  play: async ({ canvasElement }) => {
    const dialog = await toQuote(canvasElement);
    mockState.clock.advance(30_000);
    const offer = await dialog.findByRole('button', { name: t('trade:quote.requote') });
    await expect(confirmButton(dialog)).toBeDisabled();
    await expect(dialog.getByText(t('trade:quote.expiredTitle'))).toBeVisible();
    await expect(dialog.queryByRole('timer')).toBeNull();
    await waitFor(() => expect(offer).toHaveFocus());
  },
};

/** The new price in one tap: it says how the price moved (92,150 to 92,400) and counts 30 seconds again. */
export const NewPriceAfterExpiry: Story = {
  parameters: ExpiredQuote.parameters,
  play: async (context) => {
    await ExpiredQuote.play!(context);
    const dialog = await quoteDialog(context.canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: t('trade:quote.requote') }));
    const note = await dialog.findByText(
      t('trade:quote.movedUp', { old: num('92150'), new: num('92400'), unit: currency('IRT') }),
    );
    await waitFor(() => expect(note).toHaveFocus());
    await expect(detailValue(dialog.box, t('trade:quote.price'))).toHaveTextContent(num('92400'));
    await expect(dialog.getByRole('timer')).toHaveTextContent(digits('30'));
    await expect(confirmButton(dialog)).toBeEnabled();
    await expect(mockState.quoteRequests).toHaveLength(2);
  },
};

/** A price that fell while the quote ran out says so too. */
export const NewPriceFell: Story = {
  parameters: { msw: { handlers: { trade: tradeHandlers.priceFalls } }, visual: { target: 'body' } },
  play: async ({ canvasElement }) => {
    const dialog = await toQuote(canvasElement);
    mockState.clock.advance(30_000);
    await userEvent.click(await dialog.findByRole('button', { name: t('trade:quote.requote') }));
    await expect(
      await dialog.findByText(
        t('trade:quote.movedDown', { old: num('92150'), new: num('91850'), unit: currency('IRT') }),
      ),
    ).toBeVisible();
  },
};

/** The server calls the quote stale (409: used meanwhile): its words, and the same new-price offer. */
export const StaleQuoteConflict: Story = {
  parameters: { msw: { handlers: { trade: tradeHandlers.conflict } }, visual: { target: 'body' } },
  play: async ({ canvasElement }) => {
    const dialog = await toQuote(canvasElement);
    await userEvent.click(confirmButton(dialog));
    await expect(await dialog.findByText(mockSays().quoteUsed)).toBeVisible();
    await expect(dialog.getByText(t('trade:quote.conflictTitle'))).toBeVisible();
    await expect(confirmButton(dialog)).toBeDisabled();
    await userEvent.click(dialog.getByRole('button', { name: t('trade:quote.requote') }));
    await expect(
      await dialog.findByText(t('trade:quote.unchanged', { new: num('92150'), unit: currency('IRT') })),
    ).toBeVisible();
    await expect(confirmButton(dialog)).toBeEnabled();
  },
};

/** The balance no longer covers the order when it arrives: back to the amount, in the server's words. */
export const OrderRefusedOnAmount: Story = {
  parameters: { msw: { handlers: { trade: tradeHandlers.orderRefused } } },
  play: async ({ canvasElement }) => {
    const dialog = await toQuote(canvasElement);
    await userEvent.click(confirmButton(dialog));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(amountField(canvasElement)).toHaveAttribute('aria-invalid', 'true');
    await expect(amountField(canvasElement)).toHaveAccessibleDescription(
      new RegExp(mockSays().insufficientIRT),
    );
  },
};

/** The server refuses the quote itself (the balance was spent in another tab): on the field too. */
export const QuoteRefused: Story = {
  parameters: { msw: { handlers: { trade: tradeHandlers.quoteRefused } } },
  play: async ({ canvasElement }) => {
    await getPriceFor(canvasElement, '50000000');
    await waitFor(() => expect(amountField(canvasElement)).toHaveAttribute('aria-invalid', 'true'));
    await expect(within(canvasElement).getAllByText(mockSays().insufficientIRT)).not.toHaveLength(0);
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

/**
 * The desk's stock cannot cover the Tether this buy would pay out: the quote is refused (409) and the
 * server's sentence, with the most the desk can pay now, is said at the top of the form, which takes focus;
 * no price dialog opens.
 */
export const DeskStockShort: Story = {
  parameters: { msw: { handlers: { trade: tradeHandlers.deskStockShort } } },
  play: async ({ canvasElement }) => {
    await getPriceFor(canvasElement, '50000000');
    const summary = await within(canvasElement).findByRole('alert');
    await expect(summary).toHaveTextContent(mockSays().deskStockShort);
    await waitFor(() => expect(summary.ownerDocument.activeElement).toBe(summary));
    await expect(page(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

/**
 * A story of a market that quotes nothing for `paused`: the banner says so with `said` (the text the person
 * reads) before anyone asks, and "Get price" is off (the server would answer 409 the same).
 */
function pausedStory(
  paused: { reason: 'halted' | 'feed_stale' | 'feed_diverged'; note: string | null },
  said: () => string,
): Story {
  const availability = { buy: false, sell: false, paused: { ...paused, since: '2026-03-09T16:40:00+03:30' } };
  return {
    parameters: { msw: { handlers: { trade: tradeHandlers.unavailable(availability) } } },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await loaded(canvasElement);
      const banner = await canvas.findByRole('status');
      await expect(banner).toHaveTextContent(t('trade:paused.title'));
      await expect(banner).toHaveTextContent(said());
      await expect(canvas.getByRole('button', { name: t('trade:form.submit') })).toBeDisabled();
    },
  };
}

/** Priced from the reference feed, whose newest reading is too old. */
export const PricesPausedStale = pausedStory({ reason: 'feed_stale', note: null }, () =>
  t('trade:paused.feedStale'),
);

/** The reference sources disagree: the same pause, its own reason. */
export const PricesPausedDiverged = pausedStory({ reason: 'feed_diverged', note: null }, () =>
  t('trade:paused.feedDiverged'),
);

/** An operator halted the market: the desk's own note is what the person reads. */
export const MarketHalted = pausedStory({ reason: 'halted', note: 'Bank transfers are delayed' }, () =>
  t('trade:paused.halted', { note: 'Bank transfers are delayed' }),
);

/** Buying is off but selling is not: Buy says so and cannot ask; switching to Sell asks as usual. */
export const BuyingOff: Story = {
  parameters: {
    msw: { handlers: { trade: tradeHandlers.unavailable({ buy: false, sell: true, paused: null }) } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await loaded(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent(t('trade:paused.buyingOff'));
    await expect(canvas.getByRole('button', { name: t('trade:form.submit') })).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: t('trade:form.sell') }));
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
    await expect(canvas.getByRole('button', { name: t('trade:form.submit') })).toBeEnabled();
  },
};

/** The order fails on the server; Confirm again sends the same Idempotency-Key and fills once. */
export const RetryKeepsKey: Story = {
  parameters: { msw: { handlers: { trade: tradeHandlers.orderFailsOnce() } } },
  play: async ({ canvasElement }) => {
    const dialog = await toQuote(canvasElement);
    await userEvent.click(confirmButton(dialog));
    await expect(await dialog.findByText(mockSays().serverError)).toBeVisible();
    await userEvent.click(confirmButton(dialog));
    await expectToast(canvasElement, t('trade:result.toastFilled'));
    const [first, second] = mockState.orders;
    await expect(mockState.orders).toHaveLength(2);
    await expect(second!.idempotencyKey).toBe(first!.idempotencyKey);
    await expect(first!.idempotencyKey).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
  },
};

/** Above the desk's limit: the dialog says the order will wait; once placed, a link to the orders. */
export const ApprovalRequired: Story = {
  parameters: { msw: { handlers: { trade: tradeHandlers.approvalRequired } } },
  play: async ({ canvasElement }) => {
    const dialog = await toQuote(canvasElement);
    await expect(dialog.getByText(t('trade:quote.approvalTitle'))).toBeVisible();
    await expect(dialog.getByText(t('trade:quote.approvalBody'))).toBeVisible();
    await userEvent.click(confirmButton(dialog));
    await expectToast(canvasElement, t('trade:result.toastWaiting'));
    await expect(within(canvasElement).getByText(t('trade:result.waitingTitle'))).toBeVisible();
  },
};

export const WaitingLinksToOrders: Story = {
  parameters: { ...ApprovalRequired.parameters, visual: { disable: true } },
  play: async (context) => {
    await ApprovalRequired.play!(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: t('trade:result.viewOrders') }));
    await waitFor(() => expect(currentAddress(context.canvasElement)).toBe('/orders'));
  },
};

/**
 * A double tap on Confirm places one order with the quote's id; the balances are asked for again, the
 * outcome says what was bought for what, and links to the order's detail.
 */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await toQuote(canvasElement);
    await userEvent.dblClick(confirmButton(dialog));
    await expectToast(canvasElement, t('trade:result.toastFilled'));
    await expect(mockState.orders).toHaveLength(1);
    await expect(mockState.orders[0]).toMatchObject({
      path: '/api/trade/order/buy',
      body: { quote_id: quoteIdOf(1) },
    });
    await waitFor(() => expect(mockState.balancesServed).toBe(2));
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('trade:result.filledTitle'))).toBeVisible();
    await expect(
      canvas.getByText(
        t('trade:result.filledBuy', {
          received: `${num('541.237113')} ${currency('USDT')}`,
          paid: `${num('50000000')} ${currency('IRT')}`,
        }),
      ),
    ).toBeVisible();
    await expect(amountField(canvasElement)).toHaveValue('');
  },
};

export const FilledLinksToOrder: Story = {
  parameters: { visual: { disable: true } },
  play: async (context) => {
    await Filled.play!(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: t('trade:result.viewOrder') }));
    await waitFor(() => expect(currentAddress(context.canvasElement)).toBe('/orders/5001/details'));
  },
};

/** A Sell of 100.5 Tether: the dialog pays Tether and receives Toman; the order goes to the sell call. */
export const SellFilled: Story = {
  parameters: { router: { initialEntries: ['/trade/USDT-IRT?side=sell'] } },
  play: async ({ canvasElement }) => {
    await getPriceFor(canvasElement, '100.5');
    const dialog = await quoteDialog(canvasElement);
    const box = dialog.box;
    await expect(detailValue(box, t('trade:quote.pay'))).toHaveTextContent(
      `${num('100.5')}${currency('USDT')}`,
    );
    await expect(detailValue(box, t('trade:quote.receive'))).toHaveTextContent(
      `${num('9202836')}${currency('IRT')}`,
    );
    // A Sell's fee, in Toman too, comes out of the Toman received.
    await expect(detailValue(box, t('trade:quote.fee'))).toHaveTextContent(
      t('trade:quote.feeFromReceived', {
        amount: num('23064'),
        unit: currency('IRT'),
        percent: percentText('0.25', currentLocale()),
      }),
    );
    await userEvent.click(confirmButton(dialog));
    await expectToast(canvasElement, t('trade:result.toastFilled'));
    await expect(mockState.orders[0]!.path).toBe('/api/trade/order/sell');
  },
};

/** While the order is on its way the dialog cannot be closed and Confirm shows it is busy. */
export const Placing: Story = {
  parameters: { msw: { handlers: { trade: tradeHandlers.submitting } }, visual: { target: 'body' } },
  play: async ({ canvasElement }) => {
    const dialog = await toQuote(canvasElement);
    await userEvent.click(confirmButton(dialog));
    await waitFor(() => expect(dialog.getByRole('button', { name: t('trade:quote.cancel') })).toBeDisabled());
  },
};

/**
 * The desk raises its price while the screen is open: the refresh shows it without a reload, tinted for a
 * moment, and a screen reader hears it once.
 */
export const LivePrices: Story = {
  args: { priceRefreshMs: 400 },
  parameters: { msw: { handlers: { trade: tradeHandlers.livePrices } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const market = await canvas.findByRole('region', { name: `${currency('USDT')}/${currency('IRT')}` });
    const buy = () => detailValue(market, t('trade:price.buy'));
    await waitFor(() => expect(buy()).toHaveTextContent(num('92400')), { timeout: 3000 });
    await expect(buy().parentElement).toHaveAttribute('data-move', 'up');
    await waitFor(() =>
      expect(canvas.getByTestId('price-announcement')).toHaveTextContent(
        t('trade:price.announceBuyUp', { price: num('92400'), unit: currency('IRT') }),
      ),
    );
    // The tint fades; the new price stays.
    await waitFor(() => expect(buy().parentElement).not.toHaveAttribute('data-move'), { timeout: 4000 });
  },
};

/** A pair the desk does not trade: said plainly, with the market picker one tap away. */
export const UnknownPair: Story = {
  parameters: { router: { initialEntries: ['/trade/BTC-IRT'] }, visual: { target: 'body' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('trade:notFound.title'))).toBeVisible();
    await press(canvasElement, t('trade:notFound.choose'));
    await expect(
      await page(canvasElement).findByRole('dialog', { name: t('trade:picker.title') }),
    ).toBeVisible();
  },
};

/** "Change market" opens the picker; choosing USD Coin goes to its page. */
export const ChangeMarket: Story = {
  play: async ({ canvasElement }) => {
    await loaded(canvasElement);
    await press(canvasElement, t('trade:market.change'));
    const sheet = within(await page(canvasElement).findByRole('dialog', { name: t('trade:picker.title') }));
    await userEvent.click(await sheet.findByRole('option', { name: /USDC/ }));
    await waitFor(() => expect(currentAddress(canvasElement)).toBe('/trade/USDC-IRT'));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(
      await within(canvasElement).findByRole('region', { name: `USDC/${currency('IRT')}` }),
    ).toBeVisible();
  },
};

/** The fee tier and the chart fail: each says so quietly, and a price can still be asked for. */
export const ExtrasFailed: Story = {
  parameters: { msw: { handlers: { trade: tradeHandlers.extrasFailed } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('trade:fee.failed'))).toBeVisible();
    await expect(await canvas.findByText(t('trade:chart.failed'))).toBeVisible();
    await toQuote(canvasElement);
  },
};

/** On the lowest fee there is no next tier to reach. */
export const LowestFee: Story = {
  parameters: { msw: { handlers: { trade: tradeHandlers.lowestTier } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('trade:fee.lowest'))).toBeVisible();
    await expect(canvas.queryByText(t('trade:fee.nextTier'))).toBeNull();
  },
};

export const Narrow320: Story = {
  decorators: [
    (Story) => (
      <Narrow>
        <Story />
      </Narrow>
    ),
  ],
  play: async ({ canvasElement }) => {
    await getPriceFor(canvasElement, '125000001');
    await within(canvasElement).findByRole('img');
    await expectFitsNarrow(canvasElement);
  },
};
