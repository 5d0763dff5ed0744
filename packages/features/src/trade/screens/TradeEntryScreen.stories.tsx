import type { Meta, StoryObj } from '@storybook/react-vite';
import { Route, Routes } from 'react-router';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { buildMarket } from '../../shared/mocks/marketFixtures';
import { marketsHandlers } from '../../shared/mocks/marketsHandlers';
import { tradeHandlers } from '../mocks/tradeHandlers';
import { TradeEntryScreen } from './TradeEntryScreen';
import { currentAddress, LocationProbe, mockSays, PageStub, t } from './tradeStoryKit';

const meta = {
  title: 'Features/Trade/TradeEntryScreen',
  component: TradeEntryScreen,
  render: () => (
    <>
      <Routes>
        <Route path="/trade" element={<TradeEntryScreen />} />
        <Route path="/trade/:pair" element={<PageStub name="Trade" />} />
      </Routes>
      <LocationProbe />
    </>
  ),
  parameters: {
    router: { initialEntries: ['/trade'] },
    msw: { handlers: { trade: tradeHandlers.ready } },
  },
} satisfies Meta<typeof TradeEntryScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** /trade goes on to the desk's first market, replacing itself so Back does not bounce. */
export const GoesToFirstMarket: Story = {
  // Ends on a stand-in page: nothing of this screen to see.
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(currentAddress(canvasElement)).toBe('/trade/USDT-IRT'));
  },
};

/** The side asked for comes along (a "Sell" link from the landing page). */
export const KeepsTheSide: Story = {
  parameters: { router: { initialEntries: ['/trade?side=sell'] }, visual: { disable: true } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(currentAddress(canvasElement)).toBe('/trade/USDT-IRT?side=sell'));
  },
};

/** A first market without a price is passed over for the first that has one. */
export const SkipsUnpricedMarket: Story = {
  parameters: {
    visual: { disable: true },
    msw: {
      handlers: {
        trade: marketsHandlers.success([
          buildMarket({ buy_price: '0', sell_price: '0' }),
          buildMarket({ name: 'USD Coin', pair: 'USDC/IRT', baseSymbol: 'USDC' }),
        ]),
      },
    },
  },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(currentAddress(canvasElement)).toBe('/trade/USDC-IRT'));
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { trade: tradeHandlers.loading } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('progressbar', { name: t('trade:entry.loading') })).toBeVisible();
  },
};

export const NoMarkets: Story = {
  parameters: { msw: { handlers: { trade: tradeHandlers.noMarkets } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(t('trade:entry.empty'))).toBeVisible();
    await expect(currentAddress(canvasElement)).toBe('/trade');
  },
};

/** The markets fail: the server's words; trying again finds the first market. */
export const MarketsFailed: Story = {
  parameters: { msw: { handlers: { trade: tradeHandlers.marketsFailOnce() } } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(mockSays().serverError)).toBeVisible();
    await expect(canvas.getByText(t('trade:loadFailed'))).toBeVisible();
  },
};

export const RetryAfterFailure: Story = {
  parameters: {
    msw: { handlers: { trade: tradeHandlers.marketsFailOnce() } },
    visual: { disable: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: t('trade:retry') }));
    await waitFor(() => expect(currentAddress(canvasElement)).toBe('/trade/USDT-IRT'));
  },
};
