import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_ADMIN } from '../../../shared/mocks/adminFixtures';
import { marketHandlers } from '../mocks/marketHandlers';
import { buildMarketPrice, buildReference } from '../mocks/marketAdminFixtures';
import { marketAdminMockState, resetMarketAdminMocks } from '../mocks/marketAdminMockState';
import { expectToast, mockRequests, mockSays, num, press, t } from './tradeAdminStoryKit';
import { AdminMarketPricesScreen } from './AdminMarketPricesScreen';

const meta = {
  title: 'Features/Admin/AdminMarketPricesScreen',
  component: AdminMarketPricesScreen,
  beforeEach: () => resetMarketAdminMocks(),
  parameters: {
    router: { initialEntries: ['/admin/markets'] },
    msw: { handlers: { admin: marketHandlers.markets } },
  },
} satisfies Meta<typeof AdminMarketPricesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The USDT/IRT card once it shows. */
async function usdtCard(canvasElement: HTMLElement) {
  return within(await within(canvasElement).findByRole('region', { name: 'USDT/IRT' }));
}

/** The value a DetailList row labelled `label` shows. */
const shown = (card: ReturnType<typeof within>, label: string) =>
  card.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

const priceField = (card: ReturnType<typeof within>, side: 'buy' | 'sell') =>
  card.getByRole('textbox', { name: t(`admin:markets.${side}Price`) });

async function setPrices(card: ReturnType<typeof within>, buy: string, sell: string) {
  await userEvent.clear(priceField(card, 'buy'));
  if (buy) await userEvent.type(priceField(card, 'buy'), buy);
  await userEvent.clear(priceField(card, 'sell'));
  if (sell) await userEvent.type(priceField(card, 'sell'), sell);
}

export const Loading: Story = {
  parameters: { msw: { handlers: { admin: marketHandlers.marketsLoading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: t('admin:markets.title') })).toBeVisible();
    await expect(canvas.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.queryByRole('region')).toBeNull();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { admin: marketHandlers.marketsLoadFailed } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('admin:markets.loadFailed'))).toBeVisible();
    await expect(canvas.getByText(mockSays().serverError)).toBeVisible();
    await expect(canvas.getByRole('button', { name: t('admin:retry') })).toBeVisible();
  },
};

export const Empty: Story = {
  parameters: { msw: { handlers: { admin: marketHandlers.marketsEmpty } } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: t('admin:markets.empty') }),
    ).toBeVisible();
  },
};

/** The price in force, who set it and when; the form starts from it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = await usdtCard(canvasElement);
    await expect(shown(card, t('admin:markets.buyPrice'))).toHaveTextContent(
      `${num(92000)}${t('admin:markets.toman')}`,
    );
    await expect(shown(card, t('admin:markets.sellPrice'))).toHaveTextContent(num(91600));
    await expect(shown(card, t('admin:markets.updatedBy'))).toHaveTextContent(MOCK_ADMIN.name!);
    // The price boxes write the amount as the page does: Persian digits and separators in fa.
    await expect(priceField(card, 'buy')).toHaveValue(num('92000'));
    await expect(priceField(card, 'sell')).toHaveValue(num('91600'));
  },
};

/** The desk's rule before anything is sent: both prices, above zero, sell never above buy. */
export const InvalidPrices: Story = {
  play: async ({ canvasElement, step }) => {
    const card = await usdtCard(canvasElement);
    const submit = () => press(canvasElement, t('admin:markets.submit'));
    await step('empty', async () => {
      await setPrices(card, '', '');
      await submit();
      await expect(priceField(card, 'buy')).toHaveAccessibleDescription(
        expect.stringContaining(t('admin:markets.validation.buyRequired')),
      );
      await expect(priceField(card, 'sell')).toHaveAccessibleDescription(
        expect.stringContaining(t('admin:markets.validation.sellRequired')),
      );
    });
    await step('zero', async () => {
      await setPrices(card, '0', '0');
      await submit();
      await expect(priceField(card, 'buy')).toHaveAccessibleDescription(
        expect.stringContaining(t('admin:markets.validation.buyPositive')),
      );
      await expect(priceField(card, 'sell')).toHaveAccessibleDescription(
        expect.stringContaining(t('admin:markets.validation.sellPositive')),
      );
    });
    await step('sell above buy', async () => {
      await setPrices(card, '91000', '92000');
      await submit();
      await expect(priceField(card, 'sell')).toHaveAccessibleDescription(
        expect.stringContaining(t('admin:markets.validation.sellAboveBuy')),
      );
      await expect(priceField(card, 'buy')).not.toHaveAttribute('aria-invalid', 'true');
      await expect(card.getByRole('alert')).toHaveTextContent(t('admin:markets.validation.sellAboveBuy'));
    });
    await expect(mockRequests().some((line) => line.startsWith('PUT'))).toBe(false);
  },
};

/** A new price is set: the server has it, a toast says so, and the list loaded again shows it. */
export const PriceSet: Story = {
  play: async ({ canvasElement }) => {
    const card = await usdtCard(canvasElement);
    // Persian digits are typed as a Persian keyboard gives them.
    await setPrices(card, '۹۳۵۰۰', '93000');
    await press(canvasElement, t('admin:markets.submit'));
    await expectToast(canvasElement, t('admin:markets.saved', { pair: 'USDT/IRT' }));
    await waitFor(() =>
      expect(mockRequests()).toEqual([
        'GET /api/admin/markets',
        'PUT /api/admin/markets/USDT-IRT/price',
        'GET /api/admin/markets',
      ]),
    );
    const after = await usdtCard(canvasElement);
    await expect(shown(after, t('admin:markets.buyPrice'))).toHaveTextContent(num(93500));
    await expect(shown(after, t('admin:markets.sellPrice'))).toHaveTextContent(num(93000));
    await expect(priceField(after, 'buy')).toHaveValue(num('93500'));
  },
};

/** The server refuses the buy price: its 422 message sits on that field. */
export const RefusedByServer: Story = {
  parameters: { msw: { handlers: { admin: marketHandlers.priceRefused } } },
  play: async ({ canvasElement }) => {
    const card = await usdtCard(canvasElement);
    await setPrices(card, '93500', '93000');
    await press(canvasElement, t('admin:markets.submit'));
    await waitFor(() =>
      expect(priceField(card, 'buy')).toHaveAccessibleDescription(
        expect.stringContaining(mockSays().priceTooLarge),
      ),
    );
    const alert = within(card.getByRole('alert'));
    await expect(alert.getByText(t('admin:markets.failedTitle'))).toBeVisible();
    await expect(shown(card, t('admin:markets.buyPrice'))).toHaveTextContent(num(92000));
  },
};

/** On a desktop the buy and sell fields sit side by side. */
export const Desktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const card = await usdtCard(canvasElement);
    const buy = priceField(card, 'buy').getBoundingClientRect();
    const sell = priceField(card, 'sell').getBoundingClientRect();
    await expect(Math.round(buy.top)).toBe(Math.round(sell.top));
  },
};

/** The server refused the buy price: changing it takes the refusal away, on the field and above it. */
export const RefusalClearedByEditing: Story = {
  parameters: { msw: { handlers: { admin: marketHandlers.priceRefused } } },
  play: async ({ canvasElement }) => {
    const card = await usdtCard(canvasElement);
    await setPrices(card, '93500', '93000');
    await press(canvasElement, t('admin:markets.submit'));
    await waitFor(() =>
      expect(priceField(card, 'buy')).toHaveAccessibleDescription(
        expect.stringContaining(mockSays().priceTooLarge),
      ),
    );
    await userEvent.type(priceField(card, 'buy'), '0');
    await expect(priceField(card, 'buy')).not.toHaveAccessibleDescription(
      expect.stringContaining(mockSays().priceTooLarge),
    );
    await expect(card.queryByRole('alert')).toBeNull();
  },
};

/** The pricing radio and the spread boxes of a card. */
const spreadField = (card: ReturnType<typeof within>, side: 'buy' | 'sell') =>
  card.getByRole('textbox', { name: t(`admin:markets.${side}Spread`) });

/** Priced from the feed: the mode, the fresh reference with its sources and age, and no typed-price form. */
export const AutomaticFresh: Story = {
  beforeEach: () => {
    const [price] = marketAdminMockState.prices;
    marketAdminMockState.prices = [
      { ...price!, updated_by: null, controls: { ...price!.controls, pricing_mode: 'automatic' } },
    ];
  },
  play: async ({ canvasElement }) => {
    const card = await usdtCard(canvasElement);
    await expect(shown(card, t('admin:markets.mode'))).toHaveTextContent(t('admin:markets.modeAutomatic'));
    const reference = shown(card, t('admin:markets.reference'));
    await expect(reference).toHaveTextContent(t('admin:markets.referenceState.fresh'));
    await expect(reference).toHaveTextContent(num(91500));
    await expect(reference).toHaveTextContent(t('admin:markets.source.wallex'));
    await expect(shown(card, t('admin:markets.updatedBy'))).toHaveTextContent(t('admin:system'));
    await expect(card.queryByRole('textbox', { name: t('admin:markets.buyPrice') })).toBeNull();
    await expect(card.getByRole('radio', { name: t('admin:markets.modeAutomatic') })).toBeChecked();
  },
};

/** The feed has not read the pair for 95 s: the reference is marked too old (why the pair pauses). */
export const AutomaticStale: Story = {
  beforeEach: () => {
    marketAdminMockState.prices = [
      buildMarketPrice({
        updated_by: null,
        controls: { ...buildMarketPrice().controls, pricing_mode: 'automatic' },
        reference: buildReference({ age_seconds: 95, state: 'stale' }),
      }),
    ];
  },
  play: async ({ canvasElement }) => {
    const card = await usdtCard(canvasElement);
    await expect(shown(card, t('admin:markets.reference'))).toHaveTextContent(
      t('admin:markets.referenceState.stale'),
    );
  },
};

/**
 * Switched to automatic with a 40 bps buy spread: the server prices the pair from the fresh reference at
 * once (91,700 + 0.4% rounded up = 92,067), the card shows it, and the typed-price form goes away.
 */
export const SwitchToAutomatic: Story = {
  play: async ({ canvasElement }) => {
    const card = await usdtCard(canvasElement);
    await userEvent.click(card.getByRole('radio', { name: t('admin:markets.modeAutomatic') }));
    await userEvent.clear(spreadField(card, 'buy'));
    await userEvent.type(spreadField(card, 'buy'), '40');
    await press(canvasElement, t('admin:markets.pricingSubmit'));
    await expectToast(canvasElement, t('admin:markets.pricingSaved', { pair: 'USDT/IRT' }));
    await waitFor(() =>
      expect(mockRequests()).toEqual([
        'GET /api/admin/markets',
        'PUT /api/admin/markets/USDT-IRT/controls',
        'GET /api/admin/markets',
      ]),
    );
    const after = await usdtCard(canvasElement);
    await expect(shown(after, t('admin:markets.buyPrice'))).toHaveTextContent(num(92067));
    await expect(shown(after, t('admin:markets.mode'))).toHaveTextContent(t('admin:markets.modeAutomatic'));
    await waitFor(() =>
      expect(after.queryByRole('textbox', { name: t('admin:markets.buyPrice') })).toBeNull(),
    );
  },
};

/** A spread past 20% (2,000 bps) is refused before anything is sent. */
export const SpreadOutOfRange: Story = {
  play: async ({ canvasElement }) => {
    const card = await usdtCard(canvasElement);
    await userEvent.clear(spreadField(card, 'sell'));
    await userEvent.type(spreadField(card, 'sell'), '2500');
    await press(canvasElement, t('admin:markets.pricingSubmit'));
    await expect(spreadField(card, 'sell')).toHaveAccessibleDescription(
      expect.stringContaining(t('admin:markets.validation.spreadRange')),
    );
    await expect(mockRequests().some((line) => line.startsWith('PUT'))).toBe(false);
  },
};

/**
 * A price far from the one in force is refused with the server's words on the field; ticking the
 * confirmation and sending again sets it (and the request says it was confirmed).
 */
export const FarPriceConfirmed: Story = {
  parameters: { msw: { handlers: { admin: marketHandlers.farPrice } } },
  play: async ({ canvasElement }) => {
    const card = await usdtCard(canvasElement);
    await setPrices(card, '120000', '91600');
    await press(canvasElement, t('admin:markets.submit'));
    await waitFor(() =>
      expect(priceField(card, 'buy')).toHaveAccessibleDescription(
        expect.stringContaining(mockSays().priceFar),
      ),
    );
    await userEvent.click(card.getByRole('checkbox', { name: t('admin:markets.confirmFar') }));
    await press(canvasElement, t('admin:markets.submit'));
    await expectToast(canvasElement, t('admin:markets.saved', { pair: 'USDT/IRT' }));
    const after = await usdtCard(canvasElement);
    await expect(shown(after, t('admin:markets.buyPrice'))).toHaveTextContent(num(120000));
  },
};

/**
 * Halting asks what people will read; with the note the market is halted (the server gets the switch and
 * the note) and a toast says the controls were saved.
 */
export const HaltWithNote: Story = {
  play: async ({ canvasElement }) => {
    const card = await usdtCard(canvasElement);
    await userEvent.click(card.getByRole('checkbox', { name: t('admin:markets.halted') }));
    await press(canvasElement, t('admin:markets.controlsSubmit'));
    const note = card.getByRole('textbox', { name: t('admin:markets.haltNote') });
    await expect(note).toHaveAccessibleDescription(
      expect.stringContaining(t('admin:markets.validation.haltNoteRequired')),
    );
    await userEvent.type(note, 'Bank transfers are delayed');
    await press(canvasElement, t('admin:markets.controlsSubmit'));
    await expectToast(canvasElement, t('admin:markets.controlsSaved', { pair: 'USDT/IRT' }));
    await waitFor(() => expect(mockRequests()).toContain('PUT /api/admin/markets/USDT-IRT/controls'));
    const after = await usdtCard(canvasElement);
    await expect(after.getByRole('checkbox', { name: t('admin:markets.halted') })).toBeChecked();
  },
};
