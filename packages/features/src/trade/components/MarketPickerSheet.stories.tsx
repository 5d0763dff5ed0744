import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { buildMarketList } from '../../shared/mocks/marketFixtures';
import { tradeHandlers } from '../mocks/tradeHandlers';
import { currentAddress, LocationProbe, page, t } from '../screens/tradeStoryKit';
import { currentLocale } from '../../shared/i18n/i18n';
import { MarketPickerSheet } from './MarketPickerSheet';

/** The sheet as the bottom navigation holds it: open to start with, and closable. */
function PickerHarness() {
  const [isOpen, setOpen] = useState(true);
  return (
    <>
      <MarketPickerSheet isOpen={isOpen} onOpenChange={setOpen} />
      <LocationProbe />
    </>
  );
}

const meta = {
  title: 'Features/Trade/MarketPickerSheet',
  component: MarketPickerSheet,
  args: { isOpen: true, onOpenChange: () => undefined },
  render: () => <PickerHarness />,
  parameters: {
    router: { initialEntries: ['/panel'] },
    msw: { handlers: { trade: tradeHandlers.ready } },
    visual: { target: 'body' },
  },
} satisfies Meta<typeof MarketPickerSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

async function sheet(canvasElement: HTMLElement) {
  return within(await page(canvasElement).findByRole('dialog', { name: t('trade:picker.title') }));
}

const search = (scope: ReturnType<typeof within>) =>
  scope.getByRole('searchbox', { name: t('trade:picker.search') });

/** Every market of the desk, by its name in the reader's language and its pair. */
export const Markets: Story = {
  play: async ({ canvasElement }) => {
    const picker = await sheet(canvasElement);
    const names = buildMarketList(currentLocale()).map((market) => market.name);
    for (const name of names) {
      await expect(await picker.findByRole('option', { name: new RegExp(name) })).toBeVisible();
    }
    await expect(search(picker)).toHaveFocus();
  },
};

/** A market whose prices are paused still lists, saying so; the trade screen then says why. */
export const PausedMarket: Story = {
  parameters: {
    msw: {
      handlers: {
        trade: tradeHandlers.unavailable({
          buy: false,
          sell: false,
          paused: { reason: 'feed_stale', note: null, since: null },
        }),
      },
    },
  },
  play: async ({ canvasElement }) => {
    const picker = await sheet(canvasElement);
    const [tether] = buildMarketList(currentLocale());
    const option = await picker.findByRole('option', { name: new RegExp(tether!.name) });
    await expect(option).toHaveTextContent(t('trade:picker.paused'));
  },
};

/** "usdc" finds USD Coin by its pair; choosing it goes to /trade/USDC-IRT and closes the sheet. */
export const SearchByPair: Story = {
  play: async ({ canvasElement }) => {
    const picker = await sheet(canvasElement);
    await picker.findAllByRole('option');
    await userEvent.type(search(picker), 'usdc');
    await waitFor(() => expect(picker.getAllByRole('option')).toHaveLength(1));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(currentAddress(canvasElement)).toBe('/trade/USDC-IRT'));
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
  },
};

/** The name as the reader writes it finds the market too (تتر on a Persian page). */
export const SearchByName: Story = {
  play: async ({ canvasElement }) => {
    const picker = await sheet(canvasElement);
    await picker.findAllByRole('option');
    const tether = buildMarketList(currentLocale())[0]!.name;
    await userEvent.type(search(picker), tether);
    await waitFor(() => expect(picker.getAllByRole('option')).toHaveLength(1));
    const option = picker.getByRole('option', { name: new RegExp(tether) });
    await expect(option).toBeVisible();
    // Typing moves to the first market at once, and names it to assistive technology 500 ms later (React
    // Aria's pause for the screen reader). Wait for that render too: coming after the shot's pointer parking,
    // it would draw the market without its keyboard focus ring.
    await waitFor(() => expect(search(picker)).toHaveAttribute('aria-activedescendant', option.id), {
      timeout: 5000,
    });
    await expect(option).toHaveAttribute('data-focus-visible', 'true');
  },
};

/** Nothing matches: said in the list's place. */
export const EmptySearch: Story = {
  play: async ({ canvasElement }) => {
    const picker = await sheet(canvasElement);
    await picker.findAllByRole('option');
    await userEvent.type(search(picker), 'BTC');
    await expect(await picker.findByText(t('trade:picker.noMatch'))).toBeVisible();
    // React Aria says the empty state inside the list; no market is offered.
    await expect(picker.queryByRole('option', { name: /USDT|USDC/ })).toBeNull();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: { trade: tradeHandlers.loading } } },
  play: async ({ canvasElement }) => {
    // The sheet is looked up afresh on every try: a full run under load once found a spinner that was
    // replaced (detached, so "not visible") before the assertion ran.
    await waitFor(() => {
      const picker = within(page(canvasElement).getByRole('dialog', { name: t('trade:picker.title') }));
      return expect(picker.getByRole('progressbar', { name: t('trade:picker.loading') })).toBeVisible();
    });
  },
};

export const NoMarkets: Story = {
  parameters: { msw: { handlers: { trade: tradeHandlers.noMarkets } } },
  play: async ({ canvasElement }) => {
    const picker = await sheet(canvasElement);
    await expect(await picker.findByText(t('trade:picker.noMarkets'))).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: { msw: { handlers: { trade: tradeHandlers.marketsFailed } } },
  play: async ({ canvasElement }) => {
    const picker = await sheet(canvasElement);
    await expect(await picker.findByText(t('trade:picker.failed'))).toBeVisible();
  },
};

/** Escape closes the sheet without going anywhere. */
export const EscapeCloses: Story = {
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const picker = await sheet(canvasElement);
    await picker.findAllByRole('option');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page(canvasElement).queryByRole('dialog')).toBeNull());
    await expect(currentAddress(canvasElement)).toBe('/panel');
  },
};
